/**
 * The watched portfolio of bench/escala-punta-a-punta.ts: whole dockets of CPNU despachos of the
 * court simulator (so the estados list them), written straight into the database as the engine
 * would have left them after its last full check of each radicado (a day within the floor's last
 * N days, as bench/escala.ts starts), with one Unificada row and one Publicaciones Procesales row
 * per case, and the actuaciones of the weeks before that check (the scheduler reads their pace).
 * The rows are computed from the simulator's own timelines in the fitted activity; a few are then
 * compared with what the real connector reads over HTTP, so a difference in shape stops the bench.
 */
import {
  type ActuacionSimulada,
  actuacionesUntil,
  docketSize,
  isNotFound,
  isPrivate,
  type ProcesoSimulado,
  plainName,
  procesosOf,
  toIso,
} from '@expediente/court-sim';
import { sql } from 'drizzle-orm';
import type { Database } from '../../packages/server/src/db/connection.ts';
import { abogados } from '../../packages/server/src/db/schema.ts';
import {
  actuaciones,
  expedientes,
  procesosEnFuente,
} from '../../packages/server/src/db/schema-expedientes.ts';
import { SIN_ACTUACIONES } from '../../packages/server/src/features/fuentes/trabajo-de-activacion.ts';
import type { Random } from './random.ts';

export const UNIFICADA = 2;
export const PUBLICACIONES_PROCESALES = 6;
/** About 350 cases per firm (the fifty firms of 350). */
const CASOS_POR_CUENTA = 350;
/** Actuaciones stored per case: those of the weeks before its last check (the pace reads 30 days). */
const DIAS_DE_HISTORIA = 45;

const MUNICIPIOS = ['11001', '05001', '76001', '08001', '13001', '68001', '73001', '54001', '66001', '17001'];
/** Ordinary courts (CPNU): municipal, circuit, small-claims, execution. */
const DESPACHOS = [
  { entidad: '40', especialidades: ['03', '89', '05'], numeros: 30 },
  { entidad: '31', especialidades: ['03', '05', '10'], numeros: 15 },
  { entidad: '41', especialidades: ['89'], numeros: 20 },
  { entidad: '43', especialidades: ['03'], numeros: 8 },
];

export interface Vigilado {
  radicado: string;
  proceso: ProcesoSimulado;
  /** Day number of its last full check before night 0. */
  ultimaConsulta: number;
}

/**
 * `n` public radicados of whole dockets (the years the estados list: the last eight), filed at
 * least 30 days before night 0 so that each has a history; despacho after despacho.
 */
export function elegirCartera(n: number, random: Random, noche0: number, diasPiso: number) {
  const vigilados: Vigilado[] = [];
  const despachos = new Set<string>();
  const anyo = new Date(noche0 * 86_400_000).getUTCFullYear();
  while (vigilados.length < n) {
    const tipo = DESPACHOS[random.integer(DESPACHOS.length)] as (typeof DESPACHOS)[number];
    const codigo = `${MUNICIPIOS[random.integer(MUNICIPIOS.length)]}${tipo.entidad}${
      tipo.especialidades[random.integer(tipo.especialidades.length)]
    }${String(1 + random.integer(tipo.numeros)).padStart(3, '0')}`;
    if (despachos.has(codigo)) continue;
    despachos.add(codigo);
    for (let year = anyo - 7; year <= anyo && vigilados.length < n; year++)
      for (
        let consecutivo = 1;
        consecutivo <= docketSize(codigo, year) && vigilados.length < n;
        consecutivo++
      ) {
        const radicado = `${codigo}${year}${String(consecutivo).padStart(5, '0')}00`;
        if (isNotFound(radicado) || isPrivate(radicado)) continue;
        const proceso = procesosOf(radicado)[0];
        if (!proceso || proceso.startDay > noche0 - 30) continue;
        vigilados.push({ radicado, proceso, ultimaConsulta: noche0 - 1 - random.integer(diasPiso) });
      }
  }
  return { vigilados, despachos: [...despachos] };
}

export const claveDe = (proceso: ProcesoSimulado, actuacion: ActuacionSimulada) =>
  String(proceso.idProceso * 10_000 + actuacion.consActuacion);
const iso = (day: number | null) => (day === null ? null : toIso(day));

function enTrozos<T>(items: T[], tamano: number): T[][] {
  const trozos: T[][] = [];
  for (let i = 0; i < items.length; i += tamano) trozos.push(items.slice(i, i + tamano));
  return trozos;
}

/**
 * Writes the portfolio in bulk (multi-row inserts of 1,000): accounts, cases, their two source
 * rows each, and the stored actuaciones. Returns the Unificada row id of each radicado.
 */
export async function llenarCartera(
  db: Database,
  vigilados: readonly Vigilado[],
): Promise<Map<string, number>> {
  const cuentas = Math.max(1, Math.ceil(vigilados.length / CASOS_POR_CUENTA));
  const idsCuentas: number[] = [];
  for (const trozo of enTrozos(
    Array.from({ length: cuentas }, (_, i) => i),
    1000,
  )) {
    const filas = await db
      .insert(abogados)
      .values(trozo.map((i) => ({ email: `cartera-${i}@escala.invalid`, nombre: `Firma ${i + 1}` })))
      .returning({ id: abogados.id });
    idsCuentas.push(...filas.map((fila) => fila.id));
  }
  const creadoEn = new Date('2026-01-02T12:00:00Z');
  const idUnificada = new Map<string, number>();
  for (const trozo of enTrozos([...vigilados.entries()], 1000)) {
    const casos = await db
      .insert(expedientes)
      .values(
        trozo.map(([i, v]) => ({
          idAbogado: idsCuentas[i % cuentas] as number,
          numero: v.radicado,
          despacho: v.proceso.despacho.nombre,
          demandantes: v.proceso.demandantes.map(plainName).join(', '),
          demandados: v.proceso.demandados.map(plainName).join(', '),
          creadoEn,
        })),
      )
      .returning({ id: expedientes.id, idAbogado: expedientes.idAbogado, numero: expedientes.numero });
    const porRadicado = new Map(casos.map((caso) => [caso.numero, caso]));
    const conocidas = trozo.map(([, v]) => actuacionesUntil(v.proceso, v.ultimaConsulta, 'ajustada'));
    const filas = await db
      .insert(procesosEnFuente)
      .values(
        trozo.flatMap(([, v], j) => {
          const caso = porRadicado.get(v.radicado) as { id: number; idAbogado: number };
          const lista = conocidas[j] as ActuacionSimulada[];
          const ultima = lista.at(-1) as ActuacionSimulada;
          const comun = {
            idAbogado: caso.idAbogado,
            idExpediente: caso.id,
            estado: 2,
            activo: true,
            creadoEn,
            fechaUltimaConsulta: creadoEn,
          };
          return [
            {
              ...comun,
              tipoFuente: UNIFICADA,
              idProceso: String(v.proceso.idProceso),
              idActualizacion: claveDe(v.proceso, ultima),
              ultimaActuacion: ultima.actuacion,
              numActuaciones: lista.length,
              fechaUltimaActuacion: iso(ultima.fechaActuacion),
              ultimaConsultaCompleta: iso(v.ultimaConsulta),
            },
            {
              ...comun,
              tipoFuente: PUBLICACIONES_PROCESALES,
              idProceso: v.radicado.slice(0, 12),
              idActualizacion: SIN_ACTUACIONES,
            },
          ];
        }),
      )
      .returning({
        id: procesosEnFuente.id,
        idExpediente: procesosEnFuente.idExpediente,
        tipoFuente: procesosEnFuente.tipoFuente,
      });
    const unificadaDe = new Map(
      filas.filter((fila) => fila.tipoFuente === UNIFICADA).map((fila) => [fila.idExpediente, fila.id]),
    );
    const historia = trozo.flatMap(([, v], j) => {
      const caso = porRadicado.get(v.radicado) as { id: number; idAbogado: number };
      const id = unificadaDe.get(caso.id) as number;
      idUnificada.set(v.radicado, id);
      return (conocidas[j] as ActuacionSimulada[])
        .filter((a) => a.fechaRegistro >= v.ultimaConsulta - DIAS_DE_HISTORIA)
        .map((a) => ({
          idAbogado: caso.idAbogado,
          idExpediente: caso.id,
          idProcesoEnFuente: id,
          tipoFuente: UNIFICADA,
          clave: claveDe(v.proceso, a),
          descripcion: a.actuacion,
          anotacion: a.anotacion,
          fechaActuacion: iso(a.fechaActuacion),
          fechaRegistro: iso(a.fechaRegistro),
          fechaInicioTermino: iso(a.fechaInicial),
          fechaFinalizaTermino: iso(a.fechaFinal),
        }));
    });
    for (const filasHistoria of enTrozos(historia, 1000)) await db.insert(actuaciones).values(filasHistoria);
  }
  await db.execute(sql`analyze`);
  return idUnificada;
}
