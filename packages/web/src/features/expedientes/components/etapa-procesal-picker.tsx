/**
 * Procedural-stage picker on the case card (seed 000 §2, §4): selecting saves at once; a typed name
 * matching none offers '(Crear nueva etapa)', which creates the master-list value and selects it.
 * At rest it is a plain input showing the stage; the Mantine combobox (and its mutations) mounts
 * when the pointer comes over it or it takes the focus (issue 21, item 18: a page draws 20).
 */
import { Combobox, InputBase, Loader, Text, useCombobox } from '@mantine/core';
import { IconSelector } from '@tabler/icons-react';
import { useEffect, useId, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useCrearEtapa, useEtapasProcesales, useSeleccionarEtapa } from '../api/use-case-edits.ts';
import classes from './case-card.module.css';

const CREAR = '__crear__';

export const ETAPA_SELECCIONADA = 'Etapa procesal seleccionada correctamente';
export const ERROR_ETAPA = 'Ocurrió un error al seleccionar la etapa procesal.';
export const ERROR_LISTA_MAESTRA = 'Ocurrió un error al crear el valor de lista maestra.';

function normalizar(texto: string): string {
  return texto.trim().replace(/\s+/g, ' ').toLocaleLowerCase('es');
}

interface EtapaProcesalPickerProps {
  idExpediente: number;
  idEtapaProcesal: number | null;
}

const ETIQUETA = 'Etapa procesal';
const PLACEHOLDER = 'Selecciona o escribe una etapa';

export function EtapaProcesalPicker(props: EtapaProcesalPickerProps) {
  // 'foco': the lawyer tabbed or clicked into it, so the combobox takes the focus as it mounts.
  const [activo, setActivo] = useState<'no' | 'puntero' | 'foco'>('no');
  const etapas = useEtapasProcesales();
  const id = useId();
  if (activo !== 'no') return <EtapaCombobox {...props} enfocar={activo === 'foco'} />;
  const actual = etapas.data?.find((etapa) => etapa.id === props.idEtapaProcesal)?.valor ?? '';
  return (
    <div className={classes.campo}>
      <label className={classes.campoLabel} htmlFor={id}>
        {ETIQUETA}
      </label>
      <div className={classes.entradaCaja}>
        <input
          id={id}
          className={classes.entrada}
          value={actual}
          placeholder={PLACEHOLDER}
          readOnly
          onPointerEnter={() => setActivo('puntero')}
          onFocus={() => setActivo('foco')}
        />
        <span className={classes.chevron} aria-hidden>
          <IconSelector size={16} />
        </span>
      </div>
    </div>
  );
}

function EtapaCombobox({
  idExpediente,
  idEtapaProcesal,
  enfocar,
}: EtapaProcesalPickerProps & { enfocar: boolean }) {
  const combobox = useCombobox({ onDropdownClose: () => combobox.resetSelectedOption() });
  const etapas = useEtapasProcesales();
  const seleccionar = useSeleccionarEtapa(idExpediente);
  const crear = useCrearEtapa();
  // Shown right away while the list refreshes.
  const [idActual, setIdActual] = useState(idEtapaProcesal);
  useEffect(() => setIdActual(idEtapaProcesal), [idEtapaProcesal]);
  const lista = etapas.data ?? [];
  const actual = lista.find((etapa) => etapa.id === idActual)?.valor ?? '';
  const [busqueda, setBusqueda] = useState<string | null>(null);
  const texto = busqueda ?? actual;
  const filtro = busqueda === null ? '' : normalizar(busqueda);
  const visibles = filtro ? lista.filter((etapa) => normalizar(etapa.valor).includes(filtro)) : lista;
  const existe = lista.some((etapa) => normalizar(etapa.valor) === filtro);
  const ocupado = seleccionar.isPending || crear.isPending;

  const guardar = async (idEtapa: number) => {
    try {
      await seleccionar.mutateAsync(idEtapa);
      setIdActual(idEtapa);
      toast.success(ETAPA_SELECCIONADA);
    } catch {
      toast.error(ERROR_ETAPA);
    }
  };

  const onOptionSubmit = async (value: string) => {
    combobox.closeDropdown();
    const nombre = (busqueda ?? '').trim().replace(/\s+/g, ' ');
    setBusqueda(null);
    if (value !== CREAR) {
      await guardar(Number(value));
      return;
    }
    // Seed 000 §5: stage creation requires a non-empty trimmed name.
    if (!nombre) return;
    let idNueva: number;
    try {
      idNueva = (await crear.mutateAsync(nombre)).id;
    } catch {
      toast.error(ERROR_LISTA_MAESTRA);
      return;
    }
    await guardar(idNueva);
  };

  return (
    // keepMounted off: a kept dropdown is positioned on every render of every card (a forced style
    // recalculation each time), which was the largest single cost of the first screen of cards.
    <Combobox
      store={combobox}
      onOptionSubmit={(value) => void onOptionSubmit(value)}
      disabled={ocupado}
      keepMounted={false}
    >
      <Combobox.Target>
        <InputBase
          size="xs"
          label={ETIQUETA}
          placeholder={PLACEHOLDER}
          autoFocus={enfocar}
          value={texto}
          disabled={ocupado}
          rightSection={ocupado ? <Loader size={14} /> : <Combobox.Chevron />}
          rightSectionPointerEvents="none"
          onClick={() => combobox.openDropdown()}
          onFocus={() => combobox.openDropdown()}
          onBlur={() => {
            combobox.closeDropdown();
            setBusqueda(null);
          }}
          onChange={(event) => {
            combobox.openDropdown();
            combobox.updateSelectedOptionIndex();
            setBusqueda(event.currentTarget.value);
          }}
        />
      </Combobox.Target>
      <Combobox.Dropdown>
        <Combobox.Options mah={35 * 6} style={{ overflowY: 'auto' }}>
          {visibles.map((etapa) => (
            <Combobox.Option value={String(etapa.id)} key={etapa.id} active={etapa.id === idActual} mih={35}>
              {etapa.valor}
            </Combobox.Option>
          ))}
          {filtro && !existe ? (
            <Combobox.Option value={CREAR} mih={35}>
              <Text size="sm">
                {`${(busqueda ?? '').trim()} `}
                <Text span size="sm" c="blue" fw={600}>
                  (Crear nueva etapa)
                </Text>
              </Text>
            </Combobox.Option>
          ) : null}
          {visibles.length === 0 && !filtro ? <Combobox.Empty>Sin etapas procesales</Combobox.Empty> : null}
        </Combobox.Options>
      </Combobox.Dropdown>
    </Combobox>
  );
}
