/**
 * The answer cache's rule, written once in http/cache-respuestas-tarjeta.ts, checked against the
 * database: the installed triggers (pg_trigger) notify exactly the listed tables, and the case
 * routes' reads touch no table outside the list and its context (PostgreSQL's per-table counters
 * of the reading transaction). A card field read from a new table fails here until the table is
 * listed and has its triggers.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, inject, it } from 'vitest';
import { connectDatabase } from '../../src/db/connection.ts';
import { consultas } from '../../src/db/schema-expedientes.ts';
import { asegurarCalendario } from '../../src/features/cierres-judiciales/index.ts';
import { getExpediente, listExpedientes } from '../../src/features/expedientes/index.ts';
import {
  type AvisoDeTabla,
  TABLAS_DE_LAS_RESPUESTAS,
  TABLAS_DEL_CONTEXTO,
} from '../../src/http/cache-respuestas-tarjeta.ts';
import { ACCOUNTS_CHANNEL } from '../../src/realtime/listener.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import {
  createActuacionConTerminoRow,
  createCoincidenciaRow,
  createDocumentoPublicadoRow,
  createExpedienteRow,
  createProcesoEnFuenteRow,
} from './factories.ts';

const { deps } = await createTestApp();

/** pg_trigger's tgtype bits (PostgreSQL's trigger.h). */
const FILA = 1;
const EVENTOS = { INSERT: 4, DELETE: 8, UPDATE: 16, TRUNCATE: 32 } as const;

/** What a listed table's triggers must be: event → the notifying function, per statement. */
const ESPERADO: Record<AvisoDeTabla, string[]> = {
  cuenta: [
    'DELETE avisar_cuentas_cambiadas',
    'INSERT avisar_cuentas_cambiadas',
    'TRUNCATE avisar_todas_las_cuentas',
    'UPDATE avisar_cuentas_cambiadas',
  ],
  todas: [
    'DELETE avisar_todas_las_cuentas',
    'TRUNCATE avisar_todas_las_cuentas',
    'UPDATE avisar_todas_las_cuentas',
  ],
};

describe('the answer cache’s tables (http/cache-respuestas-tarjeta.ts)', () => {
  it('every listed table has its notifying triggers, and no other table notifies', async () => {
    // A notifying function is any whose body names the listener's channel, whatever its name.
    const { rows } = await deps.db.execute<{ tabla: string; funcion: string; tipo: number }>(sql`
      select c.relname as tabla, p.proname as funcion, t.tgtype::int as tipo
      from pg_trigger t
      join pg_class c on c.oid = t.tgrelid
      join pg_namespace n on n.oid = c.relnamespace
      join pg_proc p on p.oid = t.tgfoid
      where not t.tgisinternal and n.nspname = current_schema()
        and p.prosrc like ${`%${ACCOUNTS_CHANNEL}%`}`);
    const instalados: Record<string, string[]> = {};
    for (const { tabla, funcion, tipo } of rows) {
      for (const [evento, bit] of Object.entries(EVENTOS)) {
        if ((tipo & bit) === 0) continue;
        const porFila = (tipo & FILA) !== 0 ? ' (por fila)' : '';
        instalados[tabla] = [...(instalados[tabla] ?? []), `${evento} ${funcion}${porFila}`].sort();
      }
    }
    const esperados = Object.fromEntries(
      Object.entries(TABLAS_DE_LAS_RESPUESTAS).map(([tabla, aviso]) => [tabla, ESPERADO[aviso]]),
    );
    expect(instalados).toEqual(esperados);
  });

  it('the list and the detail read no table outside the list and its context, and every listed one', async () => {
    // A card with everything a card can show: a source with its last consulta, an actuación with
    // a pending término, the last document in which it was found (the account has that block).
    const abogado = await createAbogado(deps, { funcionalidades: { ultimoDocumento: true } });
    const caso = await createExpedienteRow(deps, abogado.id);
    const proceso = await createProcesoEnFuenteRow(deps, caso, { tipoFuente: 6 });
    const hoy = await deps.clock.today();
    const [consulta] = await deps.db
      .insert(consultas)
      .values({
        idAbogado: abogado.id,
        idExpediente: caso.id,
        idProcesoEnFuente: proceso.id,
        tipoFuente: proceso.tipoFuente,
        fecha: hoy,
        estado: 'consultado',
      })
      .returning();
    await deps.db.execute(
      sql`update procesos_en_fuente set id_ultima_consulta = ${consulta.id} where id = ${proceso.id}`,
    );
    await createActuacionConTerminoRow(deps, proceso, hoy);
    await createCoincidenciaRow(deps, proceso, await createDocumentoPublicadoRow(deps, `tarjeta-${caso.id}`));
    await asegurarCalendario(deps.db);

    const funcionalidades = { ultimoDocumento: true };
    // A connection of its own, new: a backend's counters are sent to the server's totals only now
    // and then, so a used one could still hold the counts of the rows seeded above.
    const propia = connectDatabase(inject('databaseUrl'), 1);
    const leidas = await propia.db.transaction(async (tx) => {
      const en = { db: tx, clock: deps.clock };
      // What the two cached routes call, with every order, a search, and past the last page.
      for (const ordenadoPor of [
        'primerolosquehancambiado',
        'fechacreacion',
        'losquenohancambiado',
        'termino',
      ] as const) {
        await listExpedientes(en, abogado.id, { pagina: 1, ordenadoPor }, funcionalidades);
        await listExpedientes(
          en,
          abogado.id,
          { pagina: 1, ordenadoPor, queryString: caso.numero },
          funcionalidades,
        );
      }
      await listExpedientes(en, abogado.id, { pagina: 9, ordenadoPor: 'fechacreacion' }, funcionalidades);
      const detalle = await getExpediente(en, abogado.id, caso.id, funcionalidades);
      // The card shows what was seeded: otherwise a read below could be missing for want of data.
      expect(detalle.terminoPendiente).not.toBeNull();
      expect(detalle.nombreUltimoDocumento).toBe('Estado 12.pdf');
      expect(detalle.procesosEnFuentesDatos[0]?.estadoUltimaConsulta).toBe('consultado');
      // This transaction's own counters: no other test file's reads are in them.
      const { rows } = await tx.execute<{ tabla: string }>(sql`
        select relname as tabla from pg_stat_xact_user_tables
        where schemaname = current_schema() and coalesce(seq_scan, 0) + coalesce(idx_scan, 0) > 0`);
      return rows.map((row) => row.tabla).sort();
    });
    await propia.close();

    const listadas = Object.keys(TABLAS_DE_LAS_RESPUESTAS);
    const permitidas = new Set<string>([...listadas, ...TABLAS_DEL_CONTEXTO]);
    expect(leidas.filter((tabla) => !permitidas.has(tabla))).toEqual([]);
    expect(listadas.filter((tabla) => !leidas.includes(tabla))).toEqual([]);
  });
});
