/**
 * A case's sources on its card: the chips of the active sources, the 'Activar/desactivar fuentes'
 * toggle row with one card per source, and the dialogs those open (activate, deactivate, viewer,
 * screenshot). Source progress pushed over the socket reaches it through the page's
 * useActualizacionesDeFuentes (expedientes/api/use-actualizaciones-fuente.ts). The row is plain
 * elements and every dialog mounts when first opened: the list draws one panel per card (issue 21,
 * item 18).
 */
import { parseRadicado } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { IconChevronDown, IconChevronUp } from '@tabler/icons-react';
import { useState } from 'react';
import { type ChipContext, clasesTarjeta, SourceChip, useMontadoAlAbrir } from '../../expedientes/index.ts';
import { sourceSlots } from '../source-status.ts';
import { ActivateSourceDialog } from './activate-source-dialog.tsx';
import { DeactivateSourceDialog } from './deactivate-source-dialog.tsx';
import classes from './fuentes-panel.module.css';
import { PantallazoViewer } from './pantallazo-viewer.tsx';
import { SourceCard } from './source-card.tsx';
import { SourceViewer } from './source-viewer.tsx';

export interface FuentesPanelProps {
  expediente: Expediente;
  /** 'Lawyer is not the client' variant: the source cards are disabled. */
  disabled?: boolean;
}

/** Samai is suggested for administrative courts (entidad 23 tribunal, 33 juzgado administrativo). */
function isAdministrativo(numero: string): boolean {
  const entidad = parseRadicado(numero)?.entidad;
  return entidad === '23' || entidad === '33';
}

const DAY_MS = 86_400_000;
/** 'Actuaciones recientes' (chip code 11): the case's last change came from that source within 3 days. */
function hasCambioReciente(expediente: Expediente, tipoFuente: number): boolean {
  if (expediente.fuenteUltimoCambio !== tipoFuente || !expediente.fechaUltimoCambioFuenteStr) return false;
  const [day, month, year] = expediente.fechaUltimoCambioFuenteStr.split('/').map(Number);
  const fecha = Date.UTC(year ?? 0, (month ?? 1) - 1, day ?? 1);
  return Date.now() - fecha < 3 * DAY_MS;
}

export function FuentesPanel({ expediente, disabled = false }: FuentesPanelProps) {
  const [isOpen, setOpen] = useState(false);
  const [activar, setActivar] = useState<number | null>(null);
  const dialogoActivar = useMontadoAlAbrir(activar !== null);
  const [desactivar, setDesactivar] = useState<number | null>(null);
  const [ver, setVer] = useState<number | null>(null);
  const [pantallazo, setPantallazo] = useState<number | null>(null);
  const procesos = expediente.procesosEnFuentesDatos;
  const activos = procesos.filter((proceso) => proceso.activo);
  const procesoDe = (tipoFuente: number | null) =>
    procesos.find((proceso) => proceso.tipoFuente === tipoFuente);

  const chipContext = (tipoFuente: number): ChipContext => ({
    hasCambioReciente: hasCambioReciente(expediente, tipoFuente),
  });
  const samaiRecomendada =
    isAdministrativo(expediente.numero) && !activos.some((proceso) => proceso.tipoFuente === 4);

  return (
    <div className={classes.panel}>
      {/* biome-ignore lint/a11y/useSemanticElements: a named group of chips and a button, not a form's fieldset. */}
      <div className={clasesTarjeta.fila} role="group" aria-label="Fuentes de consulta">
        {activos.map((proceso) => (
          <SourceChip
            key={proceso.tipoFuente}
            tipoFuente={proceso.tipoFuente}
            proceso={proceso}
            context={chipContext(proceso.tipoFuente)}
            onOpen={() => setVer(proceso.tipoFuente)}
          />
        ))}
        {samaiRecomendada ? <SourceChip tipoFuente={4} context={{ isRecomendada: true }} /> : null}
        <button
          type="button"
          className={clasesTarjeta.boton}
          data-size="compact-sm"
          onClick={() => setOpen((open) => !open)}
          aria-expanded={isOpen}
        >
          Activar/desactivar fuentes
          {isOpen ? <IconChevronUp size={14} /> : <IconChevronDown size={14} />}
        </button>
      </div>
      {/* Rendered only when asked for: a page of 20 cases would otherwise draw 140 hidden cards. */}
      {isOpen ? (
        <div className={classes.tarjetas} data-testid="source-cards">
          {sourceSlots(procesos).map(({ tipoFuente, proceso }) => (
            <SourceCard
              key={tipoFuente}
              tipoFuente={tipoFuente}
              proceso={proceso}
              disabled={disabled}
              onActivate={() => setActivar(tipoFuente)}
              onDeactivate={() => setDesactivar(tipoFuente)}
              onView={() => setVer(tipoFuente)}
              onPantallazo={setPantallazo}
            />
          ))}
        </div>
      ) : null}
      {/* Mounted from the first activation on: it shows the success dialog after the form closes. */}
      {dialogoActivar.montado ? (
        <ActivateSourceDialog
          tipoFuente={dialogoActivar.abierto ? activar : null}
          expediente={expediente}
          onClose={() => setActivar(null)}
        />
      ) : null}
      {/* The other dialogs mount when opened, so a closed one costs the list nothing. */}
      {desactivar !== null ? (
        <DeactivateSourceDialog
          tipoFuente={desactivar}
          expediente={expediente}
          isOnlySource={activos.length <= 1}
          onClose={() => setDesactivar(null)}
        />
      ) : null}
      {ver !== null ? (
        <SourceViewer
          tipoFuente={ver}
          expediente={expediente}
          proceso={procesoDe(ver)}
          disabled={disabled}
          onClose={() => setVer(null)}
          onActivate={() => {
            setActivar(ver);
            setVer(null);
          }}
          onDeactivate={() => {
            setDesactivar(ver);
            setVer(null);
          }}
        />
      ) : null}
      {pantallazo !== null ? (
        <PantallazoViewer idConsulta={pantallazo} onClose={() => setPantallazo(null)} />
      ) : null}
    </div>
  );
}
