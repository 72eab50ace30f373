/**
 * The fields one source needs (seed 000 §2 activate-source dialog, §5), used by the activation
 * dialog and by the manual registration wizard. Rama: city then entity; Samai: corporation;
 * EE/SIUGJ/PP: plaintiff, defendant and a searchable court; Unificada and Tyba: nothing.
 */
import { Select, Stack, Text, TextInput } from '@mantine/core';
import { useEffect, useState } from 'react';
import {
  type Opcion,
  useCiudades,
  useCorporaciones,
  useEntidades,
  useJuzgados,
} from '../api/catalogos-api.ts';
import {
  esEntidadAdministrativa,
  type SourceValues,
  sourceKind,
  tienePartesFijas,
  VALOR_FIJO_PARTES,
} from '../source-form.ts';
import { RamaNoticeDialog } from './rama-notice-dialog.tsx';

export interface SourceFieldsProps {
  tipoFuente: number;
  values: SourceValues;
  onChange: (values: SourceValues) => void;
  /** While sending: the inputs stay visible but cannot change. */
  readOnly?: boolean;
}

/** Long lists render this many matches at a time; typing narrows them. */
const LIST_LIMIT = 100;

/**
 * A suggested code (from the radicado) is kept only when its list has it, and then gets its
 * label; otherwise it is dropped so nothing invisible counts as selected. Undefined while loading.
 */
function confirmSuggestion(
  options: Opcion[] | undefined,
  value: string | null,
  label: string | null,
): { value: string | null; label: string | null } | undefined {
  if (!options || value === null || label !== null) return undefined;
  const found = options.find((option) => option.value === value);
  return found ? { value, label: found.label } : { value: null, label: null };
}

function RamaFields({ values, onChange, readOnly }: Omit<SourceFieldsProps, 'tipoFuente'>) {
  const ciudades = useCiudades(true);
  const entidades = useEntidades(values.idCiudad);
  const [isNoticeOpen, setNoticeOpen] = useState(false);
  useEffect(() => {
    const ciudad = confirmSuggestion(ciudades.data, values.idCiudad, values.ciudad);
    if (ciudad) {
      const keepsEntity = ciudad.value !== null;
      onChange({
        ...values,
        idCiudad: ciudad.value,
        ciudad: ciudad.label,
        idCorporacion: keepsEntity ? values.idCorporacion : null,
      });
      return;
    }
    if (values.ciudad === null) return;
    const entidad = confirmSuggestion(entidades.data, values.idCorporacion, values.corporacion);
    if (entidad) onChange({ ...values, idCorporacion: entidad.value, corporacion: entidad.label });
  }, [ciudades.data, entidades.data, values, onChange]);
  return (
    <>
      <Select
        label="Ciudad"
        placeholder="Selecciona la ciudad"
        withAsterisk
        searchable
        limit={LIST_LIMIT}
        data={ciudades.data ?? []}
        value={values.idCiudad}
        readOnly={readOnly}
        nothingFoundMessage="Sin resultados"
        onChange={(value, option) =>
          onChange({
            ...values,
            idCiudad: value,
            ciudad: option?.label ?? null,
            idCorporacion: null,
            corporacion: null,
          })
        }
      />
      <Select
        label="Entidad / especialidad"
        placeholder={values.idCiudad ? 'Selecciona la entidad' : 'Primero selecciona la ciudad'}
        withAsterisk
        searchable
        disabled={!values.idCiudad}
        // The Samai notice gives focus back here when acknowledged: opening on focus would cover
        // Confirmar with the list the lawyer just chose from. A click still opens it.
        openOnFocus={false}
        data={entidades.data ?? []}
        value={values.idCorporacion}
        readOnly={readOnly}
        nothingFoundMessage="Sin resultados"
        onChange={(value, option) => {
          onChange({ ...values, idCorporacion: value, corporacion: option?.label ?? null });
          if (esEntidadAdministrativa(option?.label ?? null)) setNoticeOpen(true);
        }}
      />
      <RamaNoticeDialog opened={isNoticeOpen} onClose={() => setNoticeOpen(false)} />
    </>
  );
}

function SamaiFields({ values, onChange, readOnly }: Omit<SourceFieldsProps, 'tipoFuente'>) {
  const corporaciones = useCorporaciones(true);
  return (
    <Select
      label="Entidad / corporación"
      placeholder="Selecciona la corporación"
      withAsterisk
      searchable
      limit={LIST_LIMIT}
      data={corporaciones.data ?? []}
      value={values.entidad}
      readOnly={readOnly}
      nothingFoundMessage="Sin resultados"
      onChange={(value, option) =>
        onChange({ ...values, entidad: value, entidadNombre: option?.label ?? null })
      }
    />
  );
}

function PublicacionesFields({ tipoFuente, values, onChange, readOnly }: SourceFieldsProps) {
  const juzgados = useJuzgados(tipoFuente, true);
  const isFixed = tienePartesFijas(tipoFuente, values.juzgado);
  useEffect(() => {
    const juzgado = confirmSuggestion(juzgados.data, values.idJuzgado, values.juzgado);
    if (!juzgado) return;
    const next = { ...values, idJuzgado: juzgado.value, juzgado: juzgado.label };
    if (tienePartesFijas(tipoFuente, juzgado.label)) {
      next.demandante = VALOR_FIJO_PARTES;
      next.demandado = VALOR_FIJO_PARTES;
    }
    onChange(next);
  }, [juzgados.data, values, onChange, tipoFuente]);
  return (
    <>
      <TextInput
        label="Demandante"
        placeholder="Nombre del demandante"
        withAsterisk
        value={values.demandante}
        readOnly={readOnly}
        disabled={isFixed}
        onChange={(event) => onChange({ ...values, demandante: event.currentTarget.value })}
      />
      <TextInput
        label="Demandado"
        placeholder="Nombre del demandado"
        withAsterisk
        value={values.demandado}
        readOnly={readOnly}
        disabled={isFixed}
        onChange={(event) => onChange({ ...values, demandado: event.currentTarget.value })}
      />
      <Select
        label="Juzgado"
        placeholder="Busca el juzgado por su nombre"
        withAsterisk
        searchable
        limit={LIST_LIMIT}
        data={juzgados.data ?? []}
        value={values.idJuzgado}
        readOnly={readOnly}
        nothingFoundMessage="Sin resultados"
        onChange={(value, option) => {
          const juzgado = option?.label ?? null;
          const next = { ...values, idJuzgado: value, juzgado };
          if (tienePartesFijas(tipoFuente, juzgado)) {
            next.demandante = VALOR_FIJO_PARTES;
            next.demandado = VALOR_FIJO_PARTES;
          } else if (isFixed) {
            // Leaving a fixed-value court gives the inputs back empty, to be typed.
            next.demandante = '';
            next.demandado = '';
          }
          onChange(next);
        }}
      />
      <Text size="xs" c="dimmed">
        Los nombres deben coincidir con los que aparecen en los estados publicados por el juzgado.
      </Text>
    </>
  );
}

export function SourceFields(props: SourceFieldsProps) {
  const kind = sourceKind(props.tipoFuente);
  if (kind === 'sin-campos') return null;
  return (
    <Stack gap="sm">
      {kind === 'rama' ? <RamaFields {...props} /> : null}
      {kind === 'samai' ? <SamaiFields {...props} /> : null}
      {kind === 'publicaciones' ? <PublicacionesFields {...props} /> : null}
    </Stack>
  );
}
