/**
 * The 'call you' survey (seed 002 §2: an embedded survey form there; ours is our own form, checked
 * with the schema the server uses, and e-mailed to the service desk with the simulation).
 */
import {
  FRANJAS_LLAMADA,
  type FuenteId,
  MESSAGES,
  MOTIVOS_LLAMADA,
  type SolicitudLlamada,
  solicitudLlamadaSchema,
} from '@expediente/domain';
import { Alert, Button, Group, Modal, Radio, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { pedirResumenGeneral } from '../../cuenta/index.ts';
import { useSolicitarLlamada } from '../api/simulador-api.ts';

interface Props {
  opened: boolean;
  onClose: () => void;
  procesos: number | null;
  fuentes: readonly FuenteId[];
}

type Campos = Partial<Record<'nombre' | 'telefono' | 'franjaHoraria' | 'motivo' | 'comentario', string>>;

export function SolicitarLlamadaDialog({ opened, onClose, procesos, fuentes }: Props) {
  const resumen = useQuery({
    queryKey: ['cuenta', 'resumen-general'],
    queryFn: ({ signal }) => pedirResumenGeneral(signal),
    enabled: opened,
  });
  const solicitar = useSolicitarLlamada();
  const nombreSesion = [resumen.data?.nombre, resumen.data?.apellido].filter(Boolean).join(' ');
  const [nombre, setNombre] = useState<string | null>(null);
  const [telefono, setTelefono] = useState('');
  const [franjaHoraria, setFranja] = useState('');
  const [motivo, setMotivo] = useState('cotizar');
  const [comentario, setComentario] = useState('');
  const [errores, setErrores] = useState<Campos>({});

  const enviar = () => {
    const result = solicitudLlamadaSchema.safeParse({
      nombre: nombre ?? nombreSesion,
      telefono,
      franjaHoraria,
      motivo,
      comentario,
      simulacion: { procesos: procesos ?? 0, fuentes },
    });
    if (!result.success) {
      const campos: Campos = {};
      for (const issue of result.error.issues) {
        const campo = String(issue.path[0]) as keyof Campos;
        campos[campo] ??= issue.message;
      }
      setErrores(campos);
      return;
    }
    setErrores({});
    const solicitud: SolicitudLlamada = result.data;
    solicitar.mutate(solicitud, {
      onSuccess: () => {
        toast.success(MESSAGES.SolicitudLlamadaEnviada, { title: 'Solicitud enviada' });
        onClose();
      },
      onError: (error) =>
        toast.error(error.message || MESSAGES.SolicitudLlamadaNoEnviada, { title: 'Error' }),
    });
  };

  return (
    <Modal opened={opened} onClose={onClose} title="¿Quieres que te llamemos?" centered size="lg">
      <Stack gap="sm">
        <Text size="sm">
          Un asesor te llama para resolver tus dudas y ayudarte a elegir el plan. Le enviamos también la
          simulación que estás viendo.
        </Text>
        {procesos === null && (
          <Alert color="yellow">
            Corrige el número de procesos del simulador antes de enviar la solicitud.
          </Alert>
        )}
        <TextInput
          label="Nombre"
          value={nombre ?? nombreSesion}
          onChange={(event) => setNombre(event.currentTarget.value)}
          error={errores.nombre}
          maxLength={100}
          required
        />
        <TextInput
          label="Teléfono celular"
          description="10 dígitos, sin espacios"
          inputMode="numeric"
          value={telefono}
          onChange={(event) => setTelefono(event.currentTarget.value)}
          error={errores.telefono}
          maxLength={10}
          required
        />
        <Radio.Group
          label="¿Cuándo prefieres que te llamemos?"
          value={franjaHoraria}
          onChange={setFranja}
          error={errores.franjaHoraria}
          required
        >
          <Stack gap={6} mt={4}>
            {Object.entries(FRANJAS_LLAMADA).map(([clave, texto]) => (
              <Radio key={clave} value={clave} label={texto} />
            ))}
          </Stack>
        </Radio.Group>
        <Radio.Group
          label="¿En qué te podemos ayudar?"
          value={motivo}
          onChange={setMotivo}
          error={errores.motivo}
          required
        >
          <Stack gap={6} mt={4}>
            {Object.entries(MOTIVOS_LLAMADA).map(([clave, texto]) => (
              <Radio key={clave} value={clave} label={texto} />
            ))}
          </Stack>
        </Radio.Group>
        <Textarea
          label="Comentario (opcional)"
          value={comentario}
          onChange={(event) => setComentario(event.currentTarget.value)}
          error={errores.comentario}
          maxLength={500}
          autosize
          minRows={2}
        />
        <Group justify="flex-end">
          <Button variant="default" onClick={onClose}>
            Cancelar
          </Button>
          <Button onClick={enviar} loading={solicitar.isPending} disabled={procesos === null}>
            Enviar solicitud
          </Button>
        </Group>
      </Stack>
    </Modal>
  );
}
