/**
 * The notification guide (seed 002 §2: 4 s after first access) and the first visit to the
 * notifications tab (flag yaAccedioPorPrimeraVezNotificaciones, PUT pestanyaNotificaciones/Visto).
 */
import { Anchor, Button, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { NOTIFICATIONS_HELP_URL } from '../../../lib/external-links.ts';
import { GuiaFlotante } from './guia-flotante.tsx';

interface GuiaProps {
  opened: boolean;
  onClose: () => void;
}

/** Both guides only inform: the one way out is 'Entendido' (or the close button), which marks them seen. */
function GuiaInformativa({
  etiqueta,
  titulo,
  children,
  ...guia
}: GuiaProps & { etiqueta: string; titulo: string; children: ReactNode }) {
  return (
    <GuiaFlotante
      {...guia}
      etiqueta={etiqueta}
      titulo={titulo}
      acciones={
        <Button size="xs" onClick={guia.onClose}>
          Entendido
        </Button>
      }
    >
      {children}
    </GuiaFlotante>
  );
}

export function GuiaNotificaciones(guia: GuiaProps) {
  return (
    <GuiaInformativa {...guia} etiqueta="Guía de notificaciones" titulo="Así te avisamos">
      <Text size="sm">
        Cada mañana, antes de las 8:00 a. m., recibes por correo el informe de cambios de tus procesos. En la
        web, «Notificaciones» guarda cada novedad y el número rojo cuenta las que no has visto.
      </Text>
      <Text size="sm">
        Elige el formato en{' '}
        <Anchor component={Link} to="/admin/NotificacionesCambio/Configuracion" onClick={guia.onClose}>
          la configuración de notificaciones
        </Anchor>
        .
      </Text>
    </GuiaInformativa>
  );
}

export function GuiaPestanaNotificaciones(guia: GuiaProps) {
  return (
    <GuiaInformativa {...guia} etiqueta="Tus notificaciones" titulo="Tus notificaciones">
      <Text size="sm">
        Aquí aparece cada cambio de tus procesos. Al abrir una notificación queda marcada como vista.{' '}
        <Anchor href={NOTIFICATIONS_HELP_URL} target="_blank" rel="noopener noreferrer">
          ¿Cómo funcionan?
        </Anchor>
      </Text>
    </GuiaInformativa>
  );
}
