/** Search box (with the '{n} Resultados' badge and a clear control) and the sort selector. */

import type { OrdenExpedientes } from '@expediente/domain/contrato/expedientes';
import { Badge, Button, CloseButton, Group, Select, TextInput } from '@mantine/core';
import { useElementSize } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { type FormEvent, useState } from 'react';
import { ORDEN_OPTIONS } from '../api/types.ts';
import { useBusquedaPreview } from '../api/use-expedientes.ts';

interface ProcesosToolbarProps {
  busqueda: string;
  onBuscar: (texto: string) => void;
  orden: OrdenExpedientes;
  onOrden: (orden: OrdenExpedientes) => void;
}

const INSTRUCCION = 'Digita el número de radicado y da clic en Buscar o presiona Enter';
const INSTRUCCION_CORTA = 'Digita el número de radicado';
/** The whole instruction takes about 420 px of the box's text area (14 px); narrower, it was cut. */
const ANCHO_INSTRUCCION = 440;

function isOrden(value: string | null): value is OrdenExpedientes {
  return ORDEN_OPTIONS.some((option) => option.value === value);
}

export function ProcesosToolbar({ busqueda, onBuscar, orden, onOrden }: ProcesosToolbarProps) {
  const [texto, setTexto] = useState(busqueda);
  const preview = useBusquedaPreview(busqueda);
  const total = preview.data?.totalExpedientesEncontrados;
  // On a phone (and beside the side panel on a tablet) the box shows about 30 characters: the
  // instruction was cut mid-word ('…y da cl'), so a narrow box gets its first words only.
  const caja = useElementSize<HTMLInputElement>();

  const submit = (event: FormEvent) => {
    event.preventDefault();
    onBuscar(texto.trim());
  };
  const clear = () => {
    setTexto('');
    onBuscar('');
  };

  return (
    <Group align="flex-end" gap="sm" wrap="wrap">
      <form onSubmit={submit} style={{ flex: '1 1 320px' }}>
        <Group gap="xs" wrap="nowrap" align="center">
          <TextInput
            ref={caja.ref}
            style={{ flex: 1 }}
            aria-label="Buscar procesos"
            placeholder={caja.width >= ANCHO_INSTRUCCION ? INSTRUCCION : INSTRUCCION_CORTA}
            leftSection={<IconSearch size={16} />}
            value={texto}
            onChange={(event) => {
              const value = event.currentTarget.value;
              setTexto(value);
              // Empty text clears the search.
              if (value.trim() === '' && busqueda !== '') onBuscar('');
            }}
            rightSectionPointerEvents="all"
            rightSection={
              texto ? <CloseButton aria-label="Limpiar búsqueda" size="sm" onClick={clear} /> : null
            }
          />
          <Button type="submit">Buscar</Button>
          {busqueda && total !== undefined ? (
            <Badge
              color={total === 0 ? 'gray' : 'blue'}
              variant="light"
              tt="none"
              data-testid="resultados-badge"
            >
              {`${total} ${total === 1 ? 'resultado' : 'resultados'}`}
            </Badge>
          ) : null}
        </Group>
      </form>
      <Select
        aria-label="Ordenar por"
        w={220}
        data={ORDEN_OPTIONS.map((option) => ({ value: option.value, label: option.label }))}
        value={orden}
        allowDeselect={false}
        // Not kept mounted (Mantine's default keeps the closed dropdown): a kept one is positioned
        // by floating-ui as the page mounts, a forced style recalculation of the whole first
        // screen in the middle of its commit (issue 21, item 18; decision 0004).
        comboboxProps={{ keepMounted: false }}
        onChange={(value) => {
          if (isOrden(value)) onOrden(value);
        }}
      />
    </Group>
  );
}
