/**
 * The manual completion rows (seed 000 §5): when a row is complete, and the format check the
 * payload must pass before PUT …/RegistroManual.
 */
import type { RegistroManualItem } from '@expediente/domain/contrato/registro';

export interface FilaManual {
  idProcesoAcargar: number;
  numProceso: string;
  demandante: string;
  demandado: string;
  idJuzgadoPublicaciones: string | null;
  idJuzgadoSiugj: string | null;
}

export function esFilaCompleta(fila: FilaManual): boolean {
  return (
    fila.numProceso.trim() !== '' &&
    fila.demandante.trim() !== '' &&
    fila.demandado.trim() !== '' &&
    (Boolean(fila.idJuzgadoPublicaciones) || Boolean(fila.idJuzgadoSiugj))
  );
}

export function aElementoDeRegistroManual(fila: FilaManual): RegistroManualItem {
  const fuentes: RegistroManualItem['informacionFuenteDondeSeConsulta'] = [];
  if (fila.idJuzgadoPublicaciones)
    fuentes.push({
      idJuzgado: fila.idJuzgadoPublicaciones,
      sitioWebDondeSeConsulta: 'PublicacionesProcesales',
    });
  if (fila.idJuzgadoSiugj) fuentes.push({ idJuzgado: fila.idJuzgadoSiugj, sitioWebDondeSeConsulta: 'SIUGJ' });
  return {
    idProcesoAcargar: String(fila.idProcesoAcargar),
    numProceso: fila.numProceso.trim(),
    demandante: fila.demandante.trim(),
    demandado: fila.demandado.trim(),
    informacionFuenteDondeSeConsulta: fuentes,
  };
}

const isString = (value: unknown): value is string => typeof value === 'string';

/** Strings for ids, case number and names; an array of sources with string idJuzgado and sitio. */
export function tieneFormatoDeRegistroManual(items: unknown): items is RegistroManualItem[] {
  if (!Array.isArray(items) || items.length === 0) return false;
  return items.every((item: Partial<Record<keyof RegistroManualItem, unknown>>) => {
    if (typeof item !== 'object' || item === null) return false;
    const fuentes = item.informacionFuenteDondeSeConsulta;
    return (
      isString(item.idProcesoAcargar) &&
      isString(item.numProceso) &&
      isString(item.demandante) &&
      isString(item.demandado) &&
      Array.isArray(fuentes) &&
      fuentes.length > 0 &&
      fuentes.every(
        (fuente: { idJuzgado?: unknown; sitioWebDondeSeConsulta?: unknown }) =>
          isString(fuente.idJuzgado) && isString(fuente.sitioWebDondeSeConsulta),
      )
    );
  });
}
