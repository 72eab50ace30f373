/**
 * Runs the onboarding flows inside the /admin shell, one at a time in the order of flujo.ts:
 * welcome popup → coached tour → notification guide → product communication, plus the
 * notifications tab's first-visit guide and the install celebration. The seen flags come from
 * GET UsuarioExpedienteDigital and are stored through the PUT …/Visto calls (seed 002 §7).
 */
import { useEffect, useState } from 'react';
import { useLocation } from 'react-router';
import type { SessionUser } from '../cuenta/index.ts';
import {
  useComunicacionActiva,
  useMarcarComunicacionVista,
  useMarcarGuiaVista,
} from './api/onboarding-api.ts';
import { BienvenidaDialog, type CierreBienvenida } from './components/bienvenida-dialog.tsx';
import { ComunicacionDialog } from './components/comunicacion-dialog.tsx';
import { GuiaNotificaciones, GuiaPestanaNotificaciones } from './components/guia-notificaciones.tsx';
import { InstalacionCelebracion } from './components/instalacion-celebracion.tsx';
import { RecorridoGuiado } from './components/recorrido-guiado.tsx';
import { type EstadoRecorrido, type Paso, siguientePaso } from './flujo.ts';

export function OnboardingHost({ session }: { session: SessionUser }) {
  const usuario = session.usuario;
  const { pathname } = useLocation();
  const marcarGuia = useMarcarGuiaVista();
  const marcarComunicacion = useMarcarComunicacionVista();
  const [recorrido, setRecorrido] = useState<EstadoRecorrido>('ninguno');
  const guiasVistas = usuario?.yaAccedioPorPrimeraVez === true && usuario.guiaNotificacionesVista;
  // Asked only once the guides are out of the way: most sessions never need it.
  const comunicacion = useComunicacionActiva(guiasVistas).data ?? null;
  const comunicacionPendiente =
    comunicacion?.existeComunicacionActiva === true && !comunicacion.visto && comunicacion.id !== null;

  const siguiente = usuario
    ? siguientePaso({
        bienvenidaVista: usuario.yaAccedioPorPrimeraVez,
        recorrido,
        guiaNotificacionesVista: usuario.guiaNotificacionesVista,
        comunicacionPendiente,
      })
    : null;
  const pasoSiguiente = siguiente?.paso ?? null;
  const retrasoMs = siguiente?.retrasoMs ?? 0;

  // The next step appears after its delay; a step that changes before that never shows.
  const [pasoVisible, setPasoVisible] = useState<Paso | null>(null);
  useEffect(() => {
    setPasoVisible(null);
    if (pasoSiguiente === null) return;
    if (retrasoMs === 0) {
      setPasoVisible(pasoSiguiente);
      return;
    }
    const timer = setTimeout(() => setPasoVisible(pasoSiguiente), retrasoMs);
    return () => clearTimeout(timer);
  }, [pasoSiguiente, retrasoMs]);

  // The recorrido waits 5 s as 'pendiente' and becomes 'activo' once on screen.
  useEffect(() => {
    if (pasoVisible === 'recorrido' && recorrido === 'pendiente') setRecorrido('activo');
  }, [pasoVisible, recorrido]);

  const cerrarBienvenida = (como: CierreBienvenida) => {
    marcarGuia.mutate('GuiaBienvenida');
    if (como === 'terminar') setRecorrido('pendiente');
  };

  const enNotificaciones = pathname.startsWith('/admin/NotificacionesCambio');
  const guiaPestana =
    usuario !== null &&
    enNotificaciones &&
    !usuario.yaAccedioPorPrimeraVezNotificaciones &&
    pasoSiguiente === null;

  return (
    <>
      <BienvenidaDialog
        opened={pasoVisible === 'bienvenida'}
        nombre={session.resumen?.nombre || null}
        onClose={cerrarBienvenida}
      />
      <RecorridoGuiado opened={pasoVisible === 'recorrido'} onClose={() => setRecorrido('ninguno')} />
      <GuiaNotificaciones
        opened={pasoVisible === 'guiaNotificaciones'}
        onClose={() => marcarGuia.mutate('GuiaNotificaciones')}
      />
      <GuiaPestanaNotificaciones
        opened={guiaPestana}
        onClose={() => marcarGuia.mutate('pestanyaNotificaciones')}
      />
      <ComunicacionDialog
        comunicacion={comunicacion}
        opened={pasoVisible === 'comunicacion'}
        onClose={() => {
          if (comunicacion?.id != null) marcarComunicacion.mutate(comunicacion.id);
        }}
      />
      <InstalacionCelebracion />
    </>
  );
}
