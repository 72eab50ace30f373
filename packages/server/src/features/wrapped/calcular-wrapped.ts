/**
 * The yearly summary (seed 001 §2 'Yearly summary', §3 Wrapped), computed from the account's real
 * consultations and changes of the Bogotá year. Formulas (docs/decisions/0006):
 * - consultas evitadas (totalConsultas) = source consultations the engine made for the account
 *   that answered (consultado or privado): each one a lawyer would otherwise have made by hand;
 * - horas ahorradas por día = totalConsultas × 3 minutes ÷ 60 ÷ days with consultations, one
 *   decimal — 3 minutes being a manual search on a court portal (open, type the radicado, read).
 * Only aggregates: no names, radicados or e-mail addresses, so the shared copy can be public.
 */
import { MESES } from '@expediente/domain';
import type { DatosWrapped } from '@expediente/domain/contrato/wrapped';
import { sql } from 'drizzle-orm';
import type { AppDeps } from '../../app-deps.ts';

export const MINUTOS_POR_CONSULTA_MANUAL = 3;
const DIAS_SEMANA = ['domingo', 'lunes', 'martes', 'miércoles', 'jueves', 'viernes', 'sábado'];
const CLAVES = [
  'Rama',
  'Tyba',
  'Unificada',
  'EstadosElectronicos',
  'Samai',
  'Siugj',
  'PublicacionesProcesales',
];

export async function calcularWrapped(
  deps: Pick<AppDeps, 'db'>,
  idAbogado: number,
  anio: number,
): Promise<DatosWrapped> {
  const desde = `${anio}-01-01`;
  const hasta = `${anio + 1}-01-01`;
  const [consultas] = (
    await deps.db.execute<{ total: number; dias: number; por_fuente: Record<string, number> | null }>(sql`
      select count(*)::int as total, count(distinct fecha)::int as dias,
        (select jsonb_object_agg(tipo_fuente, n) from (
          select tipo_fuente, count(*)::int as n from consultas
          where id_abogado = ${idAbogado} and fecha >= ${desde} and fecha < ${hasta} and estado in ('consultado', 'privado')
          group by tipo_fuente) f) as por_fuente
      from consultas
      where id_abogado = ${idAbogado} and fecha >= ${desde} and fecha < ${hasta} and estado in ('consultado', 'privado')`)
  ).rows;
  const cambios = await deps.db.execute<{
    mes: number;
    dow: number;
    tipo_fuente: number | null;
    n: number;
    casos: number;
  }>(sql`
    select extract(month from fecha)::int as mes, extract(dow from fecha)::int as dow, tipo_fuente,
      count(*)::int as n, count(distinct id_expediente)::int as casos
    from cambios
    where id_abogado = ${idAbogado} and fecha >= ${desde} and fecha < ${hasta}
      and suprimido is null and tipo in ('actuacion', 'coincidencia')
    group by 1, 2, 3`);
  const [casos] = (
    await deps.db.execute<{ n: number }>(sql`
      select count(distinct id_expediente)::int as n from cambios
      where id_abogado = ${idAbogado} and fecha >= ${desde} and fecha < ${hasta}
        and suprimido is null and tipo in ('actuacion', 'coincidencia')`)
  ).rows;
  const porMes = new Map<number, number>();
  const porDia = new Map<number, number>();
  const porFuente: Record<string, number> = Object.fromEntries(CLAVES.map((clave) => [clave, 0]));
  let totalCambios = 0;
  for (const fila of cambios.rows) {
    totalCambios += fila.n;
    porMes.set(fila.mes, (porMes.get(fila.mes) ?? 0) + fila.n);
    porDia.set(fila.dow, (porDia.get(fila.dow) ?? 0) + fila.n);
    if (fila.tipo_fuente !== null) porFuente[CLAVES[fila.tipo_fuente]] += fila.n;
  }
  const [mes] = [...porMes].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const dias = [...porDia].sort((a, b) => b[1] - a[1] || a[0] - b[0]);
  const total = consultas.total;
  const porcentaje = (tipoFuente: number) =>
    total === 0 ? 0 : Math.round(((consultas.por_fuente?.[String(tipoFuente)] ?? 0) * 100) / total);
  return {
    anio,
    totalConsultas: total,
    totalHorasAhorradasPorDia:
      consultas.dias === 0
        ? 0
        : Math.round(((total * MINUTOS_POR_CONSULTA_MANUAL) / 60 / consultas.dias) * 10) / 10,
    diasConConsulta: consultas.dias,
    totalCambios,
    totalExpedientesConCambios: casos.n,
    mesConMasCambios: mes ? MESES[mes[0] - 1] : null,
    numeroCambiosMesConMasCambios: mes ? mes[1] : 0,
    diaConMasCambios: dias[0] ? DIAS_SEMANA[dias[0][0]] : null,
    diaConSegundoMasCambios: dias[1] ? DIAS_SEMANA[dias[1][0]] : null,
    porcentajeConsultas: {
      Rama: porcentaje(0),
      Samai: porcentaje(4),
      Unificada: porcentaje(2),
      Estados: porcentaje(3),
      Tyba: porcentaje(1),
    },
    totalCambiosPorFuente: porFuente,
  };
}
