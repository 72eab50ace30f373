/**
 * Invitation by e-mail (seed 002 §5 'Referral e-mail', §8 toasts): the e-mail is required, must be
 * valid and is trimmed and lower-cased before sending; the name is optional.
 */
import {
  MENSAJES_REFERIDOS,
  normalizarCorreoReferido,
  TIPO_INVITACION_CORREO,
  validarCorreoReferido,
} from '@expediente/domain';
import { Button, Group, Paper, Text, TextInput, Title } from '@mantine/core';
import { IconSend } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useInvitarReferido } from '../api/referidos-api.ts';

export function InvitarColega() {
  const invitar = useInvitarReferido();
  const [nombre, setNombre] = useState('');
  const [correo, setCorreo] = useState('');
  const [error, setError] = useState<string | null>(null);

  const enviar = () => {
    const invalido = validarCorreoReferido(correo);
    setError(invalido);
    if (invalido) return;
    toast.info(MENSAJES_REFERIDOS.enviando);
    invitar.mutate(
      {
        tipo: TIPO_INVITACION_CORREO,
        correoReferido: normalizarCorreoReferido(correo),
        nombreReferido: nombre.trim(),
      },
      {
        onSuccess: () => {
          toast.success(MENSAJES_REFERIDOS.enviada);
          setNombre('');
          setCorreo('');
        },
        onError: (fallo) => {
          // A refused invitation says why (409, 429, 400); a failed send or the network, the §8 text.
          const motivo =
            fallo instanceof ApiError && fallo.status >= 400 && fallo.status < 500 && fallo.status !== 401
              ? fallo.message
              : undefined;
          toast.error(motivo ?? MENSAJES_REFERIDOS.noEnviada, {
            title: motivo ? MENSAJES_REFERIDOS.noEnviada : undefined,
          });
        },
      },
    );
  };

  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb={4}>
        Invita a un colega por correo
      </Title>
      <Text size="sm" c="dimmed" mb="sm">
        Le enviaremos un correo con el enlace para crear su cuenta.
      </Text>
      <form
        onSubmit={(event) => {
          event.preventDefault();
          enviar();
        }}
      >
        <Group align="flex-start" wrap="wrap">
          <TextInput
            label="Nombre de tu colega"
            value={nombre}
            onChange={(event) => setNombre(event.currentTarget.value)}
            maxLength={100}
            w={240}
          />
          <TextInput
            label="Correo de tu colega"
            value={correo}
            onChange={(event) => {
              setCorreo(event.currentTarget.value);
              setError(null);
            }}
            error={error}
            w={280}
          />
          <Button type="submit" mt={25} leftSection={<IconSend size={16} />} loading={invitar.isPending}>
            Enviar invitación
          </Button>
        </Group>
      </form>
    </Paper>
  );
}
