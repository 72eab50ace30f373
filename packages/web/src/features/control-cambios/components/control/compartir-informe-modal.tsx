/**
 * 'A quien le enviamos el informe de cambios importantes?' (seed 001 §2, §5): pick an associated
 * user or type an e-mail (and a name for a new guest). A thank-you modal follows 500 ms after it closes.
 */
import { TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import { Button, Modal, Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import { toast } from '../../../../lib/toast.ts';
import { useCompartirInforme, useUsuariosAsociados } from '../../api/control-api.ts';
import { validarDestinatario } from './validar-destinatario.ts';

interface CompartirInformeModalProps {
  opened: boolean;
  idControl: number;
  idUsuarioActual: number;
  onClose: () => void;
}

export function CompartirInformeModal({
  opened,
  idControl,
  idUsuarioActual,
  onClose,
}: CompartirInformeModalProps) {
  const asociados = useUsuariosAsociados(opened);
  const compartir = useCompartirInforme();
  const [elegido, setElegido] = useState<string | null>(null);
  const [email, setEmail] = useState('');
  const [nombre, setNombre] = useState('');
  const [gracias, setGracias] = useState(false);
  useEffect(() => {
    if (asociados.isError) {
      const aviso = TOASTS_CONTROL_CAMBIOS.usuariosAsociadosError;
      toast.error(aviso.message, { title: aviso.title, autoClose: aviso.duration });
    }
  }, [asociados.isError]);
  const lista = asociados.data ?? [];
  const usuario = lista.find((item) => String(item.id) === elegido) ?? null;
  const destino = usuario ? usuario.email : email.trim().toLowerCase();
  const esNuevo = usuario === null && !lista.some((item) => item.email.toLowerCase() === destino);
  const invalido = validarDestinatario({ email: destino, nombre, esNuevo });

  const enviar = () => {
    if (invalido) {
      // Seed 001 §8: 'Atencion', 5 s.
      toast.warning(invalido, {
        title: TOASTS_CONTROL_CAMBIOS.seleccionaUsuario.title,
        autoClose: TOASTS_CONTROL_CAMBIOS.seleccionaUsuario.duration,
      });
      return;
    }
    compartir.mutate(
      {
        idControl,
        idUsuarioActual,
        email: destino,
        nombreInvitado: esNuevo ? nombre.trim() : null,
        esInvitadoNuevo: esNuevo,
      },
      {
        onSuccess: () => {
          onClose();
          setTimeout(() => setGracias(true), 500);
        },
        onError: (error) => {
          const aviso = esNuevo
            ? TOASTS_CONTROL_CAMBIOS.usuarioInvitadoError
            : TOASTS_CONTROL_CAMBIOS.informeError;
          toast.error(error instanceof Error && error.message ? error.message : aviso.message, {
            title: aviso.title,
            autoClose: aviso.duration,
          });
        },
      },
    );
  };

  return (
    <>
      <Modal
        opened={opened}
        onClose={onClose}
        title="¿A quién le enviamos el informe de cambios importantes?"
        centered
      >
        <Stack>
          <Select
            label="Usuario asociado"
            placeholder={lista.length ? 'Selecciona un usuario' : 'No tienes usuarios asociados'}
            data={lista.map((item) => ({
              value: String(item.id),
              label: `${item.nombre || item.email} (${item.email})`,
            }))}
            value={elegido}
            onChange={setElegido}
            clearable
          />
          <Text size="sm" c="dimmed" ta="center">
            o escribe un correo
          </Text>
          <TextInput
            label="Correo electrónico"
            value={email}
            disabled={usuario !== null}
            onChange={(event) => setEmail(event.currentTarget.value)}
          />
          {usuario === null && esNuevo && email.trim() ? (
            <TextInput
              label="Nombre del invitado"
              value={nombre}
              onChange={(event) => setNombre(event.currentTarget.value)}
            />
          ) : null}
          <Button
            onClick={enviar}
            loading={compartir.isPending}
            disabled={compartir.isPending || invalido !== null}
          >
            Enviar informe
          </Button>
        </Stack>
      </Modal>
      <Modal opened={gracias} onClose={() => setGracias(false)} title="¡Gracias!" centered>
        <Text>Enviamos el informe de cambios importantes a {destino}.</Text>
      </Modal>
    </>
  );
}
