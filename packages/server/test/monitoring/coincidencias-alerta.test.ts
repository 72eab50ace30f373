/**
 * Publication matches and the alerting threshold (decision 0009): every match from 'posible' up is
 * stored for the viewer, only an alerting one creates a change, and a name printed next to another
 * process's radicado is a homonym (not stored, no change).
 */
import { UMBRAL_ALERTA } from '@expediente/domain';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import {
  cambios,
  coincidencias,
  documentosPublicados,
  expedientes,
  listadosLeidos,
  procesosEnFuente,
} from '../../src/db/schema-expedientes.ts';
import { leerPublicaciones } from '../../src/monitoring/leer-publicaciones.ts';
import { createAbogado, insertarExpediente } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';

const FECHA = '2026-10-05';
const PUBLICACIONES = 6;
const { deps } = await createTestApp({}, { today: FECHA });
const abogado = await createAbogado(deps, { nombre: 'Lucía' });
const NOMBRE = 'Pedro Antonio Zapateiro Quiñónez';

let despachoSeguido = 0;

/** A watched case at its own despacho, whose only document that day has the given pages. */
async function caseWithDocument(paginas: string[], demandante = NOMBRE) {
  despachoSeguido += 1;
  const codigoDespacho = `1100140030${String(10 + despachoSeguido)}`;
  const radicado = `${codigoDespacho}20250045100`;
  const idExpediente = await insertarExpediente(deps, abogado.id, {
    numero: radicado,
    demandantes: demandante,
    demandados: 'BANCO POPULAR S.A.',
  });
  const [row] = await deps.db
    .insert(procesosEnFuente)
    .values({
      idAbogado: abogado.id,
      idExpediente,
      tipoFuente: PUBLICACIONES,
      estado: 2,
      idProceso: codigoDespacho,
      idActualizacion: 'inicial',
      parametros: { demandante, demandado: 'BANCO POPULAR S.A.', idJuzgado: codigoDespacho },
    })
    .returning({ id: procesosEnFuente.id });
  // The day's listing was already read: leerPublicaciones goes straight to matching.
  await deps.db
    .insert(listadosLeidos)
    .values({ tipoFuente: PUBLICACIONES, codigoDespacho, fecha: FECHA, publicaciones: 1 });
  await deps.db.insert(documentosPublicados).values({
    tipoFuente: PUBLICACIONES,
    uuid: `doc-${codigoDespacho}`,
    articleId: `${codigoDespacho}00001`,
    codigoDespacho,
    fechaPublicacion: FECHA,
    titulo: 'Estados',
    nombre: `ESTADO ${FECHA}.pdf`,
    url: `https://example.invalid/${codigoDespacho}.pdf`,
    paginas,
  });
  await leerPublicaciones(deps, PUBLICACIONES, codigoDespacho, FECHA);
  const stored = await deps.db
    .select()
    .from(coincidencias)
    .where(eq(coincidencias.idExpediente, idExpediente));
  const changes = await deps.db
    .select()
    .from(cambios)
    .where(and(eq(cambios.idExpediente, idExpediente), eq(cambios.tipo, 'coincidencia')));
  const [fuente] = await deps.db.select().from(procesosEnFuente).where(eq(procesosEnFuente.id, row.id));
  return { stored, changes, fuente };
}

const aviso = (nombre: string) =>
  `AVISOS Y EDICTOS\nEL SECRETARIO NOTIFICA POR AVISO A ${nombre}, EN CALIDAD DE DEMANDADO, LA PROVIDENCIA PROFERIDA.`;

describe('publication matches and the alerting threshold', () => {
  it('creates a change for a match at or above the threshold', async () => {
    const { stored, changes } = await caseWithDocument([aviso('PEDRO ANTONIO ZAPATEIRO QUINONEZ')]);
    expect(stored).toHaveLength(1);
    expect(stored[0]).toMatchObject({ tipo: 'nombre', certeza: 100, pagina: 1 });
    expect(changes).toHaveLength(1);
    expect(changes[0].referencia).toBe(stored[0].id);
  });

  it('stores a match below the threshold for the viewer, but creates no change', async () => {
    const { stored, changes, fuente } = await caseWithDocument([aviso('PEDRO ANTONIO ZAPATEIRO')]);
    expect(stored).toHaveLength(1);
    expect(stored[0].certeza).toBeGreaterThanOrEqual(70);
    expect(stored[0].certeza).toBeLessThan(UMBRAL_ALERTA);
    expect(changes).toHaveLength(0);
    // Counted for the viewer, but the card's last document is not replaced by a doubtful match.
    expect(fuente.numActuaciones).toBe(1);
    expect(fuente.ultimaActuacion).toBeNull();
  });

  it('treats the name next to another radicado as a homonym: nothing stored, no change', async () => {
    const fila =
      '11001-40-03-099-2019-00007-00 | EJECUTIVO SINGULAR | PEDRO ANTONIO ZAPATEIRO QUINONEZ | BANCO POPULAR S.A. | AUTO REQUIERE | 01/10/2026';
    const { stored, changes } = await caseWithDocument([`ESTADO No. 12\n${fila}`]);
    expect(stored).toHaveLength(0);
    expect(changes).toHaveLength(0);
  });
});
