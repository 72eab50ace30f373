/**
 * Attachments of a change (seed 001 §3, §5): at most 10 MB, refused while streaming, type judged
 * by content, bytes kept in PostgreSQL in 256 KB chunks (every web process on a shared database
 * serves them; an upload is never held whole in memory, nor inside one long transaction),
 * downloaded through short-lived signed links that also need a session of the owning account.
 */
import { Readable } from 'node:stream';
import {
  DOCUMENTO_ANEXO_MAX_BYTES,
  formatearInstante as formatInstant,
  formatMessage,
  LIMITES_PLAN,
} from '@expediente/domain';
import type { MultipartFile } from '@fastify/multipart';
import { sql } from 'drizzle-orm';
import { fileTypeFromBuffer } from 'file-type';
import type { AppDeps } from '../../app-deps.ts';
import type { Executor } from '../../db/connection.ts';
import type { SessionClaims } from '../../http/auth.ts';
import { AppError, appError } from '../../http/errors.ts';
import { tipoLimite } from '../expedientes/index.ts';

const CHUNK_BYTES = 256 * 1024;
/** Enough bytes for the content sniffers (Office files are zip archives read by their entries). */
const SNIFF_BYTES = 64 * 1024;
const LINK_SECONDS = 300;
const LINK_PURPOSE = 'documento-anexo';

const ALLOWED = new Set([
  'application/pdf',
  'image/png',
  'image/jpeg',
  'image/gif',
  'image/webp',
  'image/tiff',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  'application/vnd.oasis.opendocument.text',
  'application/vnd.oasis.opendocument.spreadsheet',
  'application/x-cfb',
  'application/rtf',
  'message/rfc822',
]);

/** Plain text has no signature: valid UTF-8 without control bytes other than tab and line ends. */
function looksLikeText(sample: Buffer): boolean {
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(
      sample.subarray(0, Math.min(sample.length, SNIFF_BYTES - 4)),
    );
  } catch {
    return false;
  }
  return !sample.some((byte) => byte < 0x09 || (byte > 0x0d && byte < 0x20));
}

export async function tipoDelContenido(sample: Buffer): Promise<string> {
  const detected = await fileTypeFromBuffer(sample);
  if (detected && ALLOWED.has(detected.mime)) return detected.mime;
  if (!detected && sample.length > 0 && looksLikeText(sample)) return 'text/plain; charset=utf-8';
  throw appError(415, 'DocumentoAnexoTipoNoPermitido');
}

interface AnexoRow extends Record<string, unknown> {
  id: number;
  nombre_archivo: string;
  creado_en: Date | string;
  tamano: number;
  tipo_contenido: string;
}

const presentAnexo = (row: AnexoRow) => ({
  id: row.id,
  nombreArchivo: row.nombre_archivo,
  fechaCreacion: formatInstant(new Date(row.creado_en)) ?? '',
  tamano: row.tamano,
  tipoContenido: row.tipo_contenido,
});

async function assertOwnCambio(db: Executor, idAbogado: number, idCambio: number): Promise<void> {
  const found = await db.execute(sql`
    select 1 from cambios where id = ${idCambio} and id_abogado = ${idAbogado} and suprimido is null`);
  if (found.rows.length === 0) throw appError(404, 'CambioNoEncontrado');
}

export async function listarAnexos(db: Executor, idAbogado: number, idCambio: number) {
  await assertOwnCambio(db, idAbogado, idCambio);
  const rows = await db.execute<AnexoRow>(sql`
    select id, nombre_archivo, creado_en, tamano, tipo_contenido from documentos_anexos
    where id_cambio = ${idCambio} and id_abogado = ${idAbogado} and tamano >= 0 order by id`);
  return rows.rows.map(presentAnexo);
}

function cleanFilename(name: string): string {
  // Control characters and path separators never reach a Content-Disposition header.
  const base = [...name]
    .map((char) =>
      char.charCodeAt(0) < 0x20 || char === '\u007f' || char === '/' || char === '\\' ? ' ' : char,
    )
    .join('')
    .trim()
    .slice(0, 200);
  return base || 'documento';
}

/**
 * The account's attachment storage quota (issue 20 item 8): the bytes its finished attachments
 * use against its plan's (or trial's) bound. Uploads running at once may pass it by at most their
 * own sizes, each bounded by DOCUMENTO_ANEXO_MAX_BYTES.
 */
async function bytesDisponibles(db: Executor, idAbogado: number) {
  const maxMb = LIMITES_PLAN[await tipoLimite(db, idAbogado)].anexosMb;
  const used = await db.execute<{ usados: string }>(sql`
    select coalesce(sum(tamano), 0)::text as usados from documentos_anexos
    where id_abogado = ${idAbogado} and tamano > 0`);
  return { restantes: maxMb * 1024 * 1024 - Number(used.rows[0]?.usados ?? 0), maxMb };
}

const cuotaSuperada = (maxMb: number) =>
  new AppError(413, 'CuotaAnexosSuperada', formatMessage('CuotaAnexosSuperada', { max: maxMb }));

/** An attachment whose upload has not finished (or failed) carries this size: no reader sees it. */
const INCOMPLETO = -1;
/** An incomplete row older than this was left by a process that died mid-upload. */
const ABANDONADO = sql`interval '1 hour'`;

async function deleteAnexo(db: Executor, idDocumento: number): Promise<void> {
  // The parts go with it (ON DELETE CASCADE).
  await db.execute(sql`delete from documentos_anexos where id = ${idDocumento} and tamano = ${INCOMPLETO}`);
}

/**
 * Stores the uploaded file as it streams, each 256 KB chunk its own short autocommit insert (no
 * transaction or connection is held while the client sends): the row is written first marked
 * incomplete (tamano -1, invisible to every reader), completed by one update at the end, and
 * deleted with its parts when the upload is refused, fails or is aborted. Rows a dead process
 * left incomplete are swept at the account's next upload.
 */
export async function subirAnexo(
  deps: AppDeps,
  session: SessionClaims,
  idCambio: number,
  file: MultipartFile | undefined,
) {
  if (!file) throw appError(400, 'DocumentoAnexoSinArchivo');
  await assertOwnCambio(deps.db, session.idAbogado, idCambio);
  await deps.db.execute(sql`
    delete from documentos_anexos
    where id_abogado = ${session.idAbogado} and tamano = ${INCOMPLETO} and creado_en < now() - ${ABANDONADO}`);
  const presupuesto = await bytesDisponibles(deps.db, session.idAbogado);
  if (presupuesto.restantes <= 0) throw cuotaSuperada(presupuesto.maxMb);
  const inserted = await deps.db.execute<{ id: number }>(sql`
    insert into documentos_anexos (id_abogado, id_cambio, nombre_archivo, tipo_contenido, tamano, id_usuario)
    values (${session.idAbogado}, ${idCambio}, ${cleanFilename(file.filename)}, 'application/octet-stream', ${INCOMPLETO}, ${session.idUsuario})
    returning id`);
  const idDocumento = inserted.rows[0].id;
  try {
    const { total, tipo } = await storeParts(deps.db, idDocumento, file, presupuesto);
    const saved = await deps.db.execute<AnexoRow>(sql`
      update documentos_anexos set tipo_contenido = ${tipo}, tamano = ${total}
      where id = ${idDocumento}
      returning id, nombre_archivo, creado_en, tamano, tipo_contenido`);
    return presentAnexo(saved.rows[0]);
  } catch (error) {
    await deleteAnexo(deps.db, idDocumento).catch((cleanup: unknown) =>
      deps.log.error({ err: cleanup, idDocumento }, 'anexo incompleto no borrado'),
    );
    throw error;
  }
}

/**
 * The bytes go through one 256 KB buffer, reused for every part (each insert is awaited before it
 * is refilled), instead of a Buffer.concat per part: an upload's garbage is what lives until the
 * next GC, and nothing else triggers one while a file streams in, so every copy we skip is memory
 * the process does not grow by (issue 9, < 30 MB for a 10 MB file; bench/lib/memoria-subida.ts).
 * The first part is only SNIFF_BYTES long so the type is judged before more is stored.
 */
async function storeParts(
  db: Executor,
  idDocumento: number,
  file: MultipartFile,
  presupuesto: { restantes: number; maxMb: number },
) {
  const parte = Buffer.allocUnsafe(CHUNK_BYTES);
  let filled = 0;
  let numero = 0;
  let total = 0;
  let tipo: string | null = null;
  const flush = async () => {
    if (filled === 0) return;
    const datos = parte.subarray(0, filled);
    if (tipo === null) tipo = await tipoDelContenido(datos);
    await db.execute(sql`
      insert into documentos_anexos_partes (id_documento, numero, datos) values (${idDocumento}, ${numero}, ${datos})`);
    numero += 1;
    filled = 0;
  };
  try {
    for await (const chunk of file.file as AsyncIterable<Buffer>) {
      total += chunk.length;
      if (total > DOCUMENTO_ANEXO_MAX_BYTES) throw appError(413, 'DocumentoAnexoMuyGrande');
      if (total > presupuesto.restantes) throw cuotaSuperada(presupuesto.maxMb);
      for (let offset = 0; offset < chunk.length; ) {
        const limit = tipo === null ? SNIFF_BYTES : CHUNK_BYTES;
        const copied = chunk.copy(
          parte,
          filled,
          offset,
          offset + Math.min(chunk.length - offset, limit - filled),
        );
        filled += copied;
        offset += copied;
        if (filled >= limit) await flush();
      }
    }
  } catch (error) {
    const isTooLarge = (error as { code?: string }).code === 'FST_REQ_FILE_TOO_LARGE';
    throw isTooLarge ? appError(413, 'DocumentoAnexoMuyGrande') : error;
  }
  if (file.file.truncated) throw appError(413, 'DocumentoAnexoMuyGrande');
  await flush();
  if (total === 0) throw appError(400, 'DocumentoAnexoSinArchivo');
  return { total, tipo: tipo ?? 'application/octet-stream' };
}

export async function urlDeAnexo(deps: AppDeps, idAbogado: number, idCambio: number, idDocumento: number) {
  const found = await deps.db.execute(sql`
    select 1 from documentos_anexos
    where id = ${idDocumento} and id_cambio = ${idCambio} and id_abogado = ${idAbogado} and tamano >= 0`);
  if (found.rows.length === 0) throw appError(404, 'NoEncontrado');
  const token = await deps.tokens.signLink(
    { purpose: LINK_PURPOSE, subject: String(idDocumento), idAbogado },
    LINK_SECONDS,
  );
  return {
    url: `${deps.appUrl}/api/DocumentosAnexos/Descarga?token=${encodeURIComponent(token)}`,
    expiraEn: new Date(Date.now() + LINK_SECONDS * 1000).toISOString(),
  };
}

/**
 * The file behind a signed link, for a session of the account the link was minted for (decision
 * 0005: the link alone is not a credential; another account's session answers 404 as if the file
 * did not exist). Its headers and a stream that reads one chunk at a time.
 */
export async function abrirAnexo(deps: AppDeps, session: SessionClaims, token: string) {
  const claims = await deps.tokens.verifyLink(token, LINK_PURPOSE);
  if (claims.idAbogado !== session.idAbogado) throw appError(404, 'NoEncontrado');
  const idDocumento = Number(claims.subject);
  const found = await deps.db.execute<AnexoRow>(sql`
    select id, nombre_archivo, creado_en, tamano, tipo_contenido from documentos_anexos
    where id = ${idDocumento} and id_abogado = ${session.idAbogado} and tamano >= 0`);
  const row = found.rows[0];
  if (!row) throw appError(404, 'NoEncontrado');
  const db = deps.db;
  async function* chunks() {
    for (let numero = 0; ; numero++) {
      const part = await db.execute<{ datos: Buffer }>(sql`
        select datos from documentos_anexos_partes where id_documento = ${idDocumento} and numero = ${numero}`);
      const datos = part.rows[0]?.datos;
      if (!datos) return;
      yield datos;
    }
  }
  return { anexo: presentAnexo(row), stream: Readable.from(chunks()) };
}
