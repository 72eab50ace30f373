/**
 * 'Cierres judiciales': the administrator's list of stored closures (suspensión de términos) and
 * the form to add one for the whole country, a city or a court. Every rule is the server's; its
 * Spanish message is shown as it comes. For users who are not administrators the API answers 403
 * and the card is not shown at all.
 */

import { leerDia } from '@expediente/domain';
import type { Ambito } from '@expediente/domain/contrato/cierres-judiciales';
import {
  Alert,
  Button,
  Card,
  Group,
  SegmentedControl,
  Stack,
  Table,
  Text,
  TextInput,
  Title,
} from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { ApiError } from '../../lib/api-client.ts';
import { toast } from '../../lib/toast.ts';
import {
  type NuevoCierre,
  useCierresJudiciales,
  useCrearCierre,
  useEliminarCierre,
} from './cierres-judiciales-api.ts';

// desde and hasta hold what the administrator typed (dd/mm/aaaa) until the form is sent.
const VACIO: NuevoCierre = { desde: '', hasta: '', ambito: 'despacho', codigo: '', motivo: '', fuente: '' };

const FECHA_INVALIDA = 'Escribe una fecha que exista, como dd/mm/aaaa (por ejemplo, 20/12/2026).';

type CampoFecha = 'desde' | 'hasta';

const ETIQUETA_CODIGO: Record<Exclude<Ambito, 'nacional'>, string> = {
  ciudad: 'Código DANE de la ciudad (5 dígitos)',
  despacho: 'Código del despacho (los 12 primeros dígitos del radicado)',
};

const ddmmyyyy = (fecha: string) => `${fecha.slice(8, 10)}/${fecha.slice(5, 7)}/${fecha.slice(0, 4)}`;

function alcance(ambito: Ambito, codigo: string): string {
  if (ambito === 'nacional') return 'Todo el país';
  return `${ambito === 'ciudad' ? 'Ciudad' : 'Despacho'} ${codigo}`;
}

export function CierresJudicialesCard() {
  const cierres = useCierresJudiciales();
  const crear = useCrearCierre();
  const eliminar = useEliminarCierre();
  const [nuevo, setNuevo] = useState<NuevoCierre>(VACIO);
  const [error, setError] = useState<string | null>(null);
  const [erroresFecha, setErroresFecha] = useState<Partial<Record<CampoFecha, string>>>({});

  // Nothing until the API says whether this user may manage closures (no flash for the others).
  if (cierres.isPending) return null;
  if (cierres.error instanceof ApiError && cierres.error.status === 403) return null;

  const cambiar = (campo: keyof NuevoCierre) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setNuevo((actual) => ({ ...actual, [campo]: value }));
  };

  const revisarFecha = (campo: CampoFecha) => {
    const texto = nuevo[campo];
    setErroresFecha((actuales) => ({
      ...actuales,
      [campo]: texto && !leerDia(texto) ? FECHA_INVALIDA : undefined,
    }));
  };

  const agregar = (event: FormEvent) => {
    event.preventDefault();
    setError(null);
    const desde = leerDia(nuevo.desde);
    const hasta = leerDia(nuevo.hasta);
    if (!desde || !hasta) {
      setErroresFecha({
        desde: desde ? undefined : FECHA_INVALIDA,
        hasta: hasta ? undefined : FECHA_INVALIDA,
      });
      return;
    }
    // The API takes the days as aaaa-mm-dd.
    crear.mutate(
      { ...nuevo, desde, hasta, codigo: nuevo.ambito === 'nacional' ? '' : nuevo.codigo },
      {
        onSuccess: () => {
          setNuevo(VACIO);
          toast.success('Cierre agregado: los términos de ese ámbito se recalcularon.');
        },
        onError: (causa) => setError(causa.message || 'No pudimos agregar el cierre.'),
      },
    );
  };

  return (
    <Card withBorder radius="md" p="lg" data-testid="cierres-judiciales">
      <Stack gap="sm">
        <Title order={2} size="h4">
          Cierres judiciales (suspensión de términos)
        </Title>
        <Text size="sm" c="dimmed">
          Los días de un cierre no cuentan en los términos de los procesos de ese ámbito: todo el país, una
          ciudad o un despacho.
        </Text>

        <form onSubmit={agregar} aria-label="Agregar cierre judicial">
          <Stack gap="xs">
            {/* Plain text, not type="date": the browser writes a date input in its own language's
                order (mm/dd/yyyy in an English one), and the product's dates are dd/mm/yyyy. */}
            <Group grow align="flex-start">
              {(['desde', 'hasta'] as const).map((campo) => (
                <TextInput
                  key={campo}
                  label={campo === 'desde' ? 'Desde' : 'Hasta'}
                  required
                  placeholder="dd/mm/aaaa"
                  inputMode="numeric"
                  autoComplete="off"
                  maxLength={10}
                  value={nuevo[campo]}
                  error={erroresFecha[campo]}
                  onChange={(event) => {
                    cambiar(campo)(event);
                    setErroresFecha((actuales) => ({ ...actuales, [campo]: undefined }));
                  }}
                  onBlur={() => revisarFecha(campo)}
                />
              ))}
            </Group>
            <SegmentedControl
              aria-label="Ámbito"
              value={nuevo.ambito}
              onChange={(ambito) => setNuevo((actual) => ({ ...actual, ambito: ambito as Ambito }))}
              data={[
                { value: 'nacional', label: 'Nacional' },
                { value: 'ciudad', label: 'Ciudad' },
                { value: 'despacho', label: 'Despacho' },
              ]}
            />
            {nuevo.ambito === 'nacional' ? null : (
              <TextInput
                label={ETIQUETA_CODIGO[nuevo.ambito]}
                inputMode="numeric"
                required
                value={nuevo.codigo}
                onChange={cambiar('codigo')}
              />
            )}
            <TextInput label="Motivo" required value={nuevo.motivo} onChange={cambiar('motivo')} />
            <TextInput
              label="Acto que lo ordena (opcional)"
              placeholder="Acuerdo, circular…"
              value={nuevo.fuente}
              onChange={cambiar('fuente')}
            />
            {error ? (
              <Alert color="red" variant="light" role="alert">
                {error}
              </Alert>
            ) : null}
            <Group>
              <Button type="submit" loading={crear.isPending}>
                Agregar cierre
              </Button>
            </Group>
          </Stack>
        </form>

        {cierres.isError ? (
          <Alert color="red" variant="light">
            No pudimos consultar los cierres judiciales.
          </Alert>
        ) : null}
        {cierres.data && cierres.data.length === 0 ? (
          <Text size="sm" c="dimmed">
            No hay cierres guardados.
          </Text>
        ) : null}
        {cierres.data && cierres.data.length > 0 ? (
          <Table striped withTableBorder aria-label="Cierres guardados">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Fechas</Table.Th>
                <Table.Th>Ámbito</Table.Th>
                <Table.Th>Motivo</Table.Th>
                <Table.Th />
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {cierres.data.map((cierre) => (
                <Table.Tr key={cierre.id}>
                  <Table.Td>
                    {cierre.desde === cierre.hasta
                      ? ddmmyyyy(cierre.desde)
                      : `${ddmmyyyy(cierre.desde)} al ${ddmmyyyy(cierre.hasta)}`}
                  </Table.Td>
                  <Table.Td>{alcance(cierre.ambito, cierre.codigo)}</Table.Td>
                  <Table.Td>
                    {cierre.motivo}
                    {cierre.fuente ? (
                      <Text size="xs" c="dimmed">
                        {cierre.fuente}
                      </Text>
                    ) : null}
                  </Table.Td>
                  <Table.Td>
                    <Button
                      size="xs"
                      variant="subtle"
                      color="red"
                      loading={eliminar.isPending && eliminar.variables === cierre.id}
                      aria-label={`Eliminar el cierre ${cierre.motivo}`}
                      onClick={() =>
                        eliminar.mutate(cierre.id, {
                          onSuccess: () => toast.success('Cierre eliminado.'),
                          onError: (causa) => toast.error(causa.message || 'No pudimos eliminar el cierre.'),
                        })
                      }
                    >
                      Eliminar
                    </Button>
                  </Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        ) : null}
      </Stack>
    </Card>
  );
}
