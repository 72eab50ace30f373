/**
 * The product communication popup (seed 002 §2, §3): a survey form, an HTML message or a video.
 * The HTML was cut to an allow-list by the server when it was published (features/comunicaciones
 * on the server), so it is shown as markup; surveys and videos are https addresses in a frame
 * that may not reach into the app (sandboxed, no same-origin access to our pages).
 */
import { TIPOS_COMUNICACION_PRODUCTO } from '@expediente/domain';
import type { ComunicacionActiva } from '@expediente/domain/contrato/comunicaciones';
import { Box, Button, Group, Modal, Stack, Typography } from '@mantine/core';

interface ComunicacionDialogProps {
  comunicacion: ComunicacionActiva | null;
  opened: boolean;
  onClose: () => void;
}

/** A page of our own origin keeps an opaque origin, or scripts plus same-origin could lift the sandbox. */
function sandboxDe(url: string): string {
  const base = 'allow-scripts allow-forms allow-popups';
  return new URL(url, window.location.href).origin === window.location.origin
    ? base
    : `${base} allow-same-origin`;
}

function Contenido({ comunicacion }: { comunicacion: ComunicacionActiva }) {
  const html = comunicacion.contenidoHtml ? (
    <Typography>
      {/* biome-ignore lint/security/noDangerouslySetInnerHtml: sanitised by the server before it was stored */}
      <div dangerouslySetInnerHTML={{ __html: comunicacion.contenidoHtml }} />
    </Typography>
  ) : null;
  if (comunicacion.tipo === TIPOS_COMUNICACION_PRODUCTO.html || !comunicacion.url) return html;
  const esVideo = comunicacion.tipo === TIPOS_COMUNICACION_PRODUCTO.video;
  return (
    <Stack gap="sm">
      {html}
      <Box
        component="iframe"
        src={comunicacion.url}
        title={esVideo ? 'Video' : 'Encuesta'}
        w="100%"
        h={esVideo ? 360 : 480}
        style={{ border: 0 }}
        sandbox={sandboxDe(comunicacion.url)}
        allow={esVideo ? 'fullscreen; picture-in-picture' : undefined}
        referrerPolicy="no-referrer"
      />
    </Stack>
  );
}

export function ComunicacionDialog({ comunicacion, opened, onClose }: ComunicacionDialogProps) {
  return (
    <Modal
      opened={opened && comunicacion !== null}
      onClose={onClose}
      title={comunicacion?.titulo}
      size="xl"
      centered
      // Above a dialog the user may have opened in the 2 s before it (Mantine's default is 200).
      zIndex={400}
    >
      {comunicacion ? (
        <Stack gap="md">
          <Contenido comunicacion={comunicacion} />
          <Group justify="flex-end">
            <Button onClick={onClose}>Cerrar</Button>
          </Group>
        </Stack>
      ) : null}
    </Modal>
  );
}
