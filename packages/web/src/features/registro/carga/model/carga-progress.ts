/**
 * What the progress dialog shows, derived from the load and its items (seed 000 §4 'Automatic
 * load item states'). Pure, so the rules are unit-tested.
 */
import type { EstadoItem, ProcesoACargar, RegistroAutomatico } from '@expediente/domain/contrato/registro';

export interface CargaProgress {
  total: number;
  /** Items no longer being searched. */
  procesados: number;
  registrados: number;
  noEncontrados: number;
  conErrorTecnico: number;
  /** Every item is terminal, or the load was closed. */
  isTerminal: boolean;
  /** floor(procesados / total × 100). */
  percent: number;
  pill: { label: 'En progreso' | 'Finalizado'; detail: string };
  /** Mantine Stepper index: 1 = Busqueda while searching, 3 = every step complete. */
  stepperActive: 1 | 3;
  showNotFoundWarning: boolean;
}

export function summarizeLoad(load: RegistroAutomatico, items: ProcesoACargar[]): CargaProgress {
  const count = (estado: EstadoItem) => items.filter((item) => item.estado === estado).length;
  const total = load.totalNumProcesosProcesos;
  const pendientes = count('Registrando');
  const procesados = Math.max(0, total - pendientes);
  const isTerminal = load.estado !== 'EnProceso' || pendientes === 0;
  const noEncontrados = count('NoEncontrado');
  return {
    total,
    procesados,
    registrados: count('Registrado'),
    noEncontrados,
    conErrorTecnico: count('ErrorTecnico'),
    isTerminal,
    percent: total > 0 ? Math.floor((procesados / total) * 100) : 100,
    pill: {
      label: isTerminal ? 'Finalizado' : 'En progreso',
      detail: `(${procesados} de ${total})`,
    },
    stepperActive: isTerminal ? 3 : 1,
    showNotFoundWarning: isTerminal && noEncontrados > 0,
  };
}

/** The retry banner (seed 000 §4): a technical error, no retry asked yet, not just clicked. */
export function shouldShowRetry(load: RegistroAutomatico, justClicked: boolean): boolean {
  return load.conErrorTecnicoEnConsulta && !load.reintentoSolicitadoErrorTecnicoEnConsulta && !justClicked;
}

export interface ItemLabel {
  label: string;
  color: string;
  detail: string | null;
}

/** Label and explanation of one case in the list (seed 000 §4 labels and item texts). */
export function itemLabel(item: ProcesoACargar): ItemLabel {
  switch (item.estado) {
    case 'Registrando':
      return { label: 'Registrando', color: 'blue', detail: null };
    case 'Registrado': {
      const isActivating = item.informacionProcesoEnFuente.some(
        (fuente) => fuente.estadoRegistroProceso === 'Registrando',
      );
      if (item.observaciones.includes('YaRegistrado'))
        return { label: 'Proceso registrado', color: 'green', detail: 'Ya estaba registrado en tu cuenta.' };
      return isActivating
        ? { label: 'Proceso registrado', color: 'green', detail: 'Activando la consulta en fuentes' }
        : { label: 'Proceso registrado', color: 'green', detail: null };
    }
    case 'NoEncontrado':
      return {
        label: 'No encontrado',
        color: 'orange',
        detail: 'No se encontró en ninguna página de la Rama Judicial.',
      };
    case 'ErrorTecnico':
      return {
        label: 'Error técnico',
        color: 'red',
        detail: 'No pudimos buscar el proceso por un error técnico en las páginas de la Rama Judicial.',
      };
    // The contract sends the state as text (ESTADOS_ITEM names the server's five): anything else
    // reads as not registered.
    default:
      return {
        label: 'Proceso no registrado',
        color: 'gray',
        detail: 'La carga se finalizó antes de buscarlo.',
      };
  }
}
