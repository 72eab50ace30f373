/**
 * The wizard's data (seed 000 §3 'Wizard data') and the create payload it posts to
 * POST /Expedientes (§3 'Create payload'): blank fields except numero, radicado, demandantes,
 * demandados, fuentesDatos and ciudad; only the sources whose toggle is on and complete are sent.
 */

import { isRadicado, municipioByCodigo, parseRadicado } from '@expediente/domain';
import type { CreateBodyInput } from '@expediente/domain/contrato/expedientes';
import { esFuenteCompleta, fuenteDatos, type SourceValues } from '../../fuentes/index.ts';

export const FUENTES_WIZARD = [0, 2, 4, 1, 3, 5, 6] as const;

export interface FuenteWizard {
  activo: boolean;
  values: SourceValues;
}

export interface WizardData {
  radicado: string;
  demandantes: string;
  demandados: string;
  fuentes: Record<number, FuenteWizard>;
}

export const EMPTY_WIZARD: WizardData = { radicado: '', demandantes: '', demandados: '', fuentes: {} };

export function esRadicadoValido(radicado: string): boolean {
  return isRadicado(radicado.trim());
}

/** Seed 000 §4 Wizard: a source counts only when its toggle is on and its selections exist. */
export function activeSources(data: WizardData): number[] {
  return FUENTES_WIZARD.filter((tipoFuente) => {
    const fuente = data.fuentes[tipoFuente];
    return fuente?.activo === true && esFuenteCompleta(tipoFuente, fuente.values);
  });
}

export function ciudadDe(radicado: string): string {
  const parts = parseRadicado(radicado.trim());
  return (parts && municipioByCodigo(parts.municipio)?.nombre) ?? '';
}

/** The create payload as the contract reads it (seed 000 §3 'Create payload'); the wizard always names the radicado. */
export type CreatePayload = CreateBodyInput & { radicado: string };

const BLANK_FIELDS = [
  'idProceso',
  'idProcesoFuente',
  'anyo',
  'instancia',
  'juezEncargado',
  'idAbogado',
  'entidad',
  'despacho',
  'estado',
  'idActualizacion',
  'fechaUltimaActuacion',
  'numActuaciones',
  'ultimaActuacion',
  'idUltimaConsulta',
  'codigoCorporacion',
  'corporacion',
  'tipo',
  'clase',
  'ubicacion',
  'fechaTerminoString',
] as const satisfies ReadonlyArray<keyof CreateBodyInput>;

export function crearCuerpoDeRegistro(data: WizardData): CreatePayload {
  const radicado = data.radicado.trim();
  const payload: CreatePayload = {
    numero: radicado,
    radicado,
    demandantes: data.demandantes.trim(),
    demandados: data.demandados.trim(),
    ciudad: ciudadDe(radicado),
    fuentesDatos: activeSources(data).map((tipoFuente) =>
      fuenteDatos(tipoFuente, data.fuentes[tipoFuente]?.values as SourceValues, radicado),
    ),
  };
  for (const field of BLANK_FIELDS) payload[field] = '';
  return payload;
}
