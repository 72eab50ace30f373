/**
 * The publication sources (Estados Electrónicos, SIUGJ, Publicaciones Procesales): each court's
 * listing is read once per day however many cases sit in that court; each document's text is
 * extracted once (cached by its uuid); then the parties and radicados of every watched case in
 * that court are matched against it in one indexed pass.
 * Every match from 'posible' up is stored (the viewer shows it with its certeza), but only an alerting
 * one (domain `debeAlertar`, decision 0009) creates a change: a radicado mention, a name at
 * certeza ≥ UMBRAL_ALERTA (the watched case's radicado next to it raises it), or the whole name with
 * one typo. A name printed next to another process's radicado or another despacho is not stored.
 */
import {
  buildPartyIndex,
  DEFAULT_MIN_CERTEZA,
  type FuenteId,
  findMatches,
  findRadicadoMentions,
  type PartyInput,
} from '@expediente/domain';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { AppDeps } from '../app-deps.ts';
import type { Executor } from '../db/connection.ts';
import {
  cambios,
  coincidencias,
  documentosPublicados,
  expedientes,
  listadosLeidos,
  procesosEnFuente,
} from '../db/schema-expedientes.ts';
import { publishEvent } from '../events/publish.ts';
import { emitirCoincidencia } from '../features/webhooks/eventos.ts';
import { defineJob } from '../jobs/queue.ts';
import { registrarFalloDeConsulta } from './failures.ts';
import { marcarExpedienteCambiado, type ProcesoRow } from './guardar-actuaciones.ts';
import { consultarNombradosEstaNoche } from './nombrados-esta-noche.ts';
import { registrarConsulta } from './registrar-consulta.ts';

interface WatchedProceso extends ProcesoRow {
  radicado: string;
  despacho: string | null;
  demandante: string;
  demandado: string;
}

async function watchedInCourt(
  db: Executor,
  tipoFuente: number,
  codigoDespacho: string,
): Promise<WatchedProceso[]> {
  const rows = await db
    .select({
      id: procesosEnFuente.id,
      idAbogado: procesosEnFuente.idAbogado,
      idExpediente: procesosEnFuente.idExpediente,
      tipoFuente: procesosEnFuente.tipoFuente,
      parametros: procesosEnFuente.parametros,
      radicado: expedientes.numero,
      despacho: expedientes.despacho,
      demandantes: expedientes.demandantes,
      demandados: expedientes.demandados,
    })
    .from(procesosEnFuente)
    .innerJoin(expedientes, eq(expedientes.id, procesosEnFuente.idExpediente))
    .where(
      and(
        eq(procesosEnFuente.tipoFuente, tipoFuente),
        eq(procesosEnFuente.idProceso, codigoDespacho),
        eq(procesosEnFuente.activo, true),
        inArray(procesosEnFuente.estado, [2, 3]),
      ),
    );
  return rows.map((row) => ({
    ...row,
    demandante: row.parametros.demandante ?? row.demandantes ?? '',
    demandado: row.parametros.demandado ?? row.demandados ?? '',
  }));
}

/** Network first, outside any transaction: new documents are fetched and cached by uuid. */
async function fetchNewDocuments(deps: AppDeps, tipoFuente: FuenteId, codigoDespacho: string, fecha: string) {
  const [alreadyRead] = await deps.db
    .select({ fecha: listadosLeidos.fecha })
    .from(listadosLeidos)
    .where(
      and(
        eq(listadosLeidos.tipoFuente, tipoFuente),
        eq(listadosLeidos.codigoDespacho, codigoDespacho),
        eq(listadosLeidos.fecha, fecha),
      ),
    );
  if (alreadyRead) return 0;
  const connector = deps.sources.getPublications(tipoFuente);
  const publicaciones = await connector.listPublications(codigoDespacho, fecha);
  let requests = 1;
  for (const publicacion of publicaciones) {
    const documentos = await connector.getPublicationDocuments(publicacion.articleId);
    requests += 1;
    const uuids = documentos.map((documento) => documento.uuid);
    const known = uuids.length
      ? await deps.db
          .select({ uuid: documentosPublicados.uuid })
          .from(documentosPublicados)
          .where(
            and(eq(documentosPublicados.tipoFuente, tipoFuente), inArray(documentosPublicados.uuid, uuids)),
          )
      : [];
    const knownUuids = new Set(known.map((row) => row.uuid));
    for (const documento of documentos) {
      // A re-published estado keeps its uuid: its text is never extracted twice.
      if (knownUuids.has(documento.uuid)) continue;
      const paginas = await connector.getDocumentText(documento.url);
      requests += 1;
      await deps.db
        .insert(documentosPublicados)
        .values({
          tipoFuente,
          uuid: documento.uuid,
          articleId: publicacion.articleId,
          codigoDespacho,
          fechaPublicacion: publicacion.fecha,
          titulo: publicacion.titulo,
          nombre: documento.nombre,
          url: documento.url,
          paginas,
        })
        .onConflictDoNothing();
    }
  }
  await deps.db
    .insert(listadosLeidos)
    .values({ tipoFuente, codigoDespacho, fecha, publicaciones: publicaciones.length })
    .onConflictDoNothing();
  return requests;
}

interface Hit {
  proceso: WatchedProceso;
  pagina: number;
  extracto: string;
  resumen: string;
  certeza: number;
  tipo: 'nombre' | 'radicado';
  /** Creates a change; otherwise the match is only stored for the viewer. */
  alerta: boolean;
}

function matchDocument(paginas: string[], watched: WatchedProceso[], codigoDespacho: string): Hit[] {
  const parties: PartyInput[] = watched.flatMap((proceso) =>
    [proceso.demandante, proceso.demandado]
      .filter((nombre) => nombre.trim().length > 0)
      .map((nombre, index) => ({
        id: `${proceso.id}:${index}`,
        nombre,
        // What tells a homonym apart: the radicado or despacho printed next to the name.
        contexto: {
          radicados: [proceso.radicado],
          codigosDespacho: [codigoDespacho],
          nombreDespacho: proceso.despacho,
        },
      })),
  );
  const byId = new Map(watched.map((proceso) => [String(proceso.id), proceso]));
  const hits: Hit[] = [];
  if (parties.length > 0) {
    for (const match of findMatches(buildPartyIndex(parties), paginas, { minCerteza: DEFAULT_MIN_CERTEZA })) {
      const proceso = byId.get(match.partyId.split(':')[0]);
      if (proceso)
        hits.push({
          proceso,
          pagina: match.pagina,
          extracto: match.extracto,
          resumen: match.nombre,
          certeza: match.certeza,
          tipo: 'nombre',
          alerta: match.alerta,
        });
    }
  }
  for (const mention of findRadicadoMentions(
    watched.map((proceso) => proceso.radicado),
    paginas,
  )) {
    for (const proceso of watched.filter((item) => item.radicado === mention.radicado)) {
      hits.push({
        proceso,
        pagina: mention.pagina,
        extracto: mention.extracto,
        resumen: mention.textoEncontrado,
        certeza: 100,
        tipo: 'radicado',
        alerta: true,
      });
    }
  }
  // One match per case, document and page: the most certain one.
  const best = new Map<string, Hit>();
  for (const hit of hits) {
    const key = `${hit.proceso.id}:${hit.pagina}`;
    const current = best.get(key);
    if (!current || hit.certeza > current.certeza || (hit.alerta && !current.alerta)) best.set(key, hit);
  }
  return [...best.values()];
}

export async function leerPublicaciones(
  deps: AppDeps,
  tipoFuente: FuenteId,
  codigoDespacho: string,
  fecha: string,
): Promise<{ nombrados: number[] }> {
  const watched = await watchedInCourt(deps.db, tipoFuente, codigoDespacho);
  // The cases the listing names as the night's plan counts them (tier 2): by radicado, or by name
  // at the alerting certainty.
  const nombrados = new Set<number>();
  if (watched.length === 0) return { nombrados: [] };
  const requests = await fetchNewDocuments(deps, tipoFuente, codigoDespacho, fecha);
  const documentos = await deps.db
    .select()
    .from(documentosPublicados)
    .where(
      and(
        eq(documentosPublicados.tipoFuente, tipoFuente),
        eq(documentosPublicados.codigoDespacho, codigoDespacho),
        eq(documentosPublicados.fechaPublicacion, fecha),
      ),
    );
  await deps.db.transaction(async (tx) => {
    const changed = new Set<number>();
    const stored = new Set<number>();
    for (const documento of documentos) {
      for (const hit of matchDocument(documento.paginas, watched, codigoDespacho)) {
        const [inserted] = await tx
          .insert(coincidencias)
          .values({
            idAbogado: hit.proceso.idAbogado,
            idExpediente: hit.proceso.idExpediente,
            idProcesoEnFuente: hit.proceso.id,
            idDocumento: documento.id,
            tipoFuente,
            pagina: hit.pagina,
            extracto: hit.extracto,
            resumenEncontrado: hit.resumen,
            certeza: hit.certeza,
            tipo: hit.tipo,
            fechaDeteccion: fecha,
          })
          .onConflictDoNothing()
          .returning({ id: coincidencias.id });
        if (!inserted) continue;
        stored.add(hit.proceso.id);
        if (hit.tipo === 'radicado' || hit.alerta) nombrados.add(hit.proceso.idExpediente);
        // Below the alerting threshold: kept for the viewer, no change and no notification.
        if (!hit.alerta) continue;
        changed.add(hit.proceso.id);
        const [cambio] = await tx
          .insert(cambios)
          .values({
            idAbogado: hit.proceso.idAbogado,
            idExpediente: hit.proceso.idExpediente,
            fecha,
            tipo: 'coincidencia',
            tipoFuente,
            referencia: inserted.id,
          })
          .onConflictDoNothing()
          .returning({ id: cambios.id });
        // Webhooks' outbox, in this same transaction (decision 0016).
        if (cambio)
          await emitirCoincidencia(tx, hit.proceso, {
            idCambio: cambio.id,
            fecha,
            idCoincidencia: inserted.id,
            documento: documento.nombre,
            pagina: hit.pagina,
          });
        await tx
          .update(procesosEnFuente)
          .set({
            ultimaActuacion: documento.nombre,
            fechaUltimaActuacion: documento.fechaPublicacion,
            idActualizacion: documento.uuid,
          })
          .where(eq(procesosEnFuente.id, hit.proceso.id));
      }
    }
    for (const proceso of watched) {
      if (stored.has(proceso.id)) {
        await tx
          .update(procesosEnFuente)
          .set({
            numActuaciones: sql`(select count(*) from ${coincidencias} where ${coincidencias.idProcesoEnFuente} = ${proceso.id})`,
          })
          .where(eq(procesosEnFuente.id, proceso.id));
      }
      if (changed.has(proceso.id)) {
        await marcarExpedienteCambiado(tx, proceso, fecha, null);
        await publishEvent(tx, proceso.idAbogado, 'ActualizacionFuente', {
          idExpediente: proceso.idExpediente,
          tipoFuente,
          estado: 2,
        });
      }
      // The court's reading is shared: its requests are not charged to each case.
      await registrarConsulta(tx, proceso, fecha, 'consultado', {
        solicitudes: proceso === watched[0] ? requests : 0,
      });
    }
  });
  return { nombrados: [...nombrados] };
}

export const leerPublicacionesJob = defineJob({
  name: 'leer-publicaciones',
  payload: z.object({
    tipoFuente: z.number().int().min(3).max(6),
    codigoDespacho: z.string().length(12),
    fecha: z.string(),
  }),
  retryLimit: 3,
  retryDelaySeconds: 30,
  // Up to 8 court readings in flight; each host's polite gate still spaces the requests.
  batchSize: 4,
  concurrency: 2,
  async handler(deps, { tipoFuente, codigoDespacho, fecha }, context) {
    try {
      const { nombrados } = await leerPublicaciones(deps, tipoFuente as FuenteId, codigoDespacho, fecha);
      // Named in tonight's list: checked tonight, not on the next night's plan.
      await consultarNombradosEstaNoche(deps, nombrados, fecha);
    } catch (error) {
      const watched = await watchedInCourt(deps.db, tipoFuente, codigoDespacho);
      await registrarFalloDeConsulta(deps, watched, fecha, error, context);
    }
  },
});
