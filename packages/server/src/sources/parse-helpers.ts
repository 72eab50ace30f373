/** Shared by the pure parsers: validate shapes (drift fails loudly) and normalise the courts' date formats. */
import type { z } from 'zod';
import { SchemaDriftError } from './errors.ts';

export function parseJsonText(text: string, what: string): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new SchemaDriftError(`${what}: la respuesta no es JSON`, [text.slice(0, 120)]);
  }
}

export function validateShape<Schema extends z.ZodType>(
  schema: Schema,
  data: unknown,
  what: string,
): z.infer<Schema> {
  const result = schema.safeParse(data);
  if (result.success) return result.data;
  const issues = result.error.issues.map((issue) => `${issue.path.join('.') || '(raíz)'}: ${issue.message}`);
  throw new SchemaDriftError(`${what}: cambió la forma de la respuesta`, issues);
}

const MONTHS: Record<string, string> = {
  jan: '01',
  feb: '02',
  mar: '03',
  apr: '04',
  may: '05',
  jun: '06',
  jul: '07',
  aug: '08',
  sep: '09',
  oct: '10',
  nov: '11',
  dec: '12',
};

/**
 * 'YYYY-MM-DD…' (CPNU, SIUGJ), 'DD/MM/YYYY' (older Publicaciones) and 'Mar 19 2026 4:31PM' (SAMAI)
 * become 'YYYY-MM-DD'. Empty means no date; anything else is drift, never a silent null.
 */
export function toIsoDate(value: string | null | undefined, what: string): string | null {
  const text = value?.trim();
  if (!text) return null;
  const iso = /^(\d{4})-(\d{2})-(\d{2})/.exec(text);
  if (iso) return `${iso[1]}-${iso[2]}-${iso[3]}`;
  const latin = /^(\d{1,2})\/(\d{1,2})\/(\d{4})/.exec(text);
  if (latin) return `${latin[3]}-${latin[2].padStart(2, '0')}-${latin[1].padStart(2, '0')}`;
  const english = /^([A-Za-z]{3})\s+(\d{1,2})\s+(\d{4})/.exec(text);
  const month = english ? MONTHS[english[1].toLowerCase()] : undefined;
  if (english && month) return `${english[3]}-${month}-${english[2].padStart(2, '0')}`;
  throw new SchemaDriftError(`${what}: fecha con formato desconocido`, [text]);
}

export function vacioANulo(value: string | null | undefined): string | null {
  const text = value?.trim();
  return text ? text : null;
}

const DEMANDANTE_ROLES = [
  'demandante',
  'accionante',
  'actor',
  'ejecutante',
  'solicitante',
  'denunciante',
  'convocante',
];
const DEMANDADO_ROLES = ['demandado', 'accionado', 'ejecutado', 'denunciado', 'convocado', 'causante'];

export type PartySide = 'demandante' | 'demandado' | 'otro';

export function sideOfRole(rol: string): PartySide {
  const lower = rol.trim().toLowerCase();
  if (DEMANDANTE_ROLES.some((role) => lower.startsWith(role))) return 'demandante';
  if (DEMANDADO_ROLES.some((role) => lower.startsWith(role))) return 'demandado';
  return 'otro';
}
