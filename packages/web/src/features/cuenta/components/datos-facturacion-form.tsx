/**
 * 'Datos de facturación' (seed 002 §2, §5 'Billing form', §8 'Profile save'): checked with the
 * validator the server uses, saved with PUT /api/perfil; the first save opens the thank-you modal.
 */
import {
  type CampoFacturacion,
  type DatosFacturacion,
  LARGO_MAXIMO_FACTURACION,
  limpiarFacturacion,
  MENSAJES_PERFIL,
  validarFacturacion,
} from '@expediente/domain';
import type { Perfil } from '@expediente/domain/contrato/perfil';
import { Alert, Button, Checkbox, Group, SimpleGrid, Stack, Text, TextInput } from '@mantine/core';
import { IconCircleCheck } from '@tabler/icons-react';
import { useState } from 'react';
import { ApiError } from '../../../lib/api-client.ts';
import { toast } from '../../../lib/toast.ts';
import { useGuardarPerfil } from '../api/perfil-api.ts';
import { GraciasFacturacionModal } from './gracias-facturacion-modal.tsx';

type Valores = Record<CampoFacturacion, string>;

function valoresIniciales(perfil: Perfil): Valores {
  return {
    Nombre: perfil.Nombre,
    Apellidos: perfil.Apellidos,
    Nit: perfil.Nit,
    Direccion: perfil.Direccion,
    Ciudad: perfil.Ciudad,
    Departamento: perfil.Departamento,
    Telefono: perfil.Telefono,
    RazonSocial: perfil.RazonSocial ?? '',
  };
}

const CAMPOS: { campo: CampoFacturacion; label: string; inputMode?: 'numeric' | 'tel' }[] = [
  { campo: 'Nombre', label: 'Nombre' },
  { campo: 'Nit', label: 'Cédula/NIT', inputMode: 'numeric' },
  { campo: 'Direccion', label: 'Dirección' },
  { campo: 'Ciudad', label: 'Ciudad' },
  { campo: 'Departamento', label: 'Departamento' },
  { campo: 'Telefono', label: 'Teléfono', inputMode: 'tel' },
];

export function DatosFacturacionForm({ perfil }: { perfil: Perfil }) {
  const guardar = useGuardarPerfil();
  const [valores, setValores] = useState<Valores>(() => valoresIniciales(perfil));
  const [conRazonSocial, setConRazonSocial] = useState(Boolean(perfil.RazonSocial));
  const [intentado, setIntentado] = useState(false);
  const [guardado, setGuardado] = useState(false);
  const [errorExcepcion, setErrorExcepcion] = useState<string | null>(null);
  const [gracias, setGracias] = useState(false);

  const datos: DatosFacturacion = { ...valores, RazonSocial: conRazonSocial ? valores.RazonSocial : null };
  const validacion = validarFacturacion(datos);
  // Messages show once the lawyer tried to save, and then follow every keystroke.
  const errores = intentado ? validacion.errores : {};

  const cambiar = (campo: CampoFacturacion) => (event: React.ChangeEvent<HTMLInputElement>) => {
    const valor = event.currentTarget.value;
    setValores((actuales) => ({ ...actuales, [campo]: valor }));
    setGuardado(false);
  };

  const enviar = (event: React.FormEvent) => {
    event.preventDefault();
    setIntentado(true);
    setGuardado(false);
    setErrorExcepcion(null);
    if (validacion.mensaje) return;
    guardar.mutate(
      {
        ...datos,
        TipoDeEnvioNotificaciones: perfil.TipoDeEnvioNotificaciones,
        NotificarUnificada: perfil.NotificarUnificada,
      },
      {
        onSuccess: (respuesta) => {
          toast.success(MENSAJES_PERFIL.Guardado, { title: MENSAJES_PERFIL.GuardadoTitulo });
          setGuardado(true);
          setIntentado(false);
          // What the server stored: names without accents or signs, the address without accents.
          const limpios = limpiarFacturacion(datos);
          setValores({ ...limpios, RazonSocial: limpios.RazonSocial ?? '' });
          setConRazonSocial(limpios.RazonSocial !== null);
          if (respuesta.PrimerGuardado) setGracias(true);
        },
        onError: (error) => {
          // {Success: false, Msg} answers (a refused save) are toasts; anything else is the inline alert.
          if (error instanceof ApiError && (error.status === 400 || error.status === 403)) {
            toast.error(error.message || MENSAJES_PERFIL.ErrorAlGuardarPorDefecto, {
              title: MENSAJES_PERFIL.ErrorAlGuardar,
            });
            return;
          }
          setErrorExcepcion(MENSAJES_PERFIL.ErrorAlGuardarExcepcion.replace('{detalle}', error.message));
        },
      },
    );
  };

  return (
    <form onSubmit={enviar} noValidate aria-label="Datos de facturación">
      <Stack gap="md">
        {intentado && validacion.mensaje && (
          <Alert color="red" role="alert">
            {validacion.mensaje}
          </Alert>
        )}
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing="md">
          {CAMPOS.map(({ campo, label, inputMode }) => (
            <TextInput
              key={campo}
              label={label}
              value={valores[campo]}
              onChange={cambiar(campo)}
              error={errores[campo]}
              inputMode={inputMode}
              maxLength={LARGO_MAXIMO_FACTURACION[campo] + 20}
              withAsterisk
            />
          ))}
          <TextInput label="Correo electrónico" value={perfil.Email} readOnly disabled />
        </SimpleGrid>

        <Stack gap="xs">
          <Text fw={700} size="sm">
            Razón social
          </Text>
          <Checkbox
            label="Quiero facturar a nombre de una empresa (opcional)"
            checked={conRazonSocial}
            onChange={(event) => {
              setConRazonSocial(event.currentTarget.checked);
              setGuardado(false);
            }}
          />
          {conRazonSocial && (
            <TextInput
              label="Razón social"
              description="El NIT de la empresa va en el campo Cédula/NIT."
              value={valores.RazonSocial}
              onChange={cambiar('RazonSocial')}
              error={errores.RazonSocial}
              maxLength={LARGO_MAXIMO_FACTURACION.RazonSocial + 20}
            />
          )}
        </Stack>

        <Text size="xs" c="dimmed">
          Al guardar, los nombres se guardan sin tildes ni caracteres especiales y la dirección sin tildes.
        </Text>

        {errorExcepcion && (
          <Alert color="red" role="alert">
            {errorExcepcion}
          </Alert>
        )}
        <Group justify="space-between">
          {guardado ? (
            <Group gap={6} c="green">
              <IconCircleCheck size={18} />
              <Text c="green" fw={600} size="sm">
                {MENSAJES_PERFIL.GuardadoEnLinea}
              </Text>
            </Group>
          ) : (
            <span />
          )}
          <Button type="submit" loading={guardar.isPending}>
            Guardar
          </Button>
        </Group>
      </Stack>
      <GraciasFacturacionModal opened={gracias} onClose={() => setGracias(false)} />
    </form>
  );
}
