/**
 * Audit of issue 9: the new coordinator's one working link, sharing refused twice or by an
 * associated user, downloads bound to the account's session, uploads without a long transaction,
 * and the tutorial flags.
 */
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { createAbogado } from '../support/factories.ts';
import { createTestApp } from '../support/test-app.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from './support.ts';

const { app, deps } = await createTestApp();
const FECHA = '2026-11-21';
const conclusion = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);

async function day() {
  const abogado = await createAbogado(deps);
  const caso = await createCase(deps, abogado.id, [2]);
  await newActuacion(deps, abogado.id, caso, 2, FECHA, 'AUTO ADMITE DEMANDA');
  await newActuacion(deps, abogado.id, caso, 2, FECHA, 'AUTO DECRETA MEDIDA CAUTELAR');
  await markConsulted(deps, abogado.id, caso, FECHA);
  await closeDayFor(deps, FECHA, abogado.id);
  const control = (
    await app.inject({ url: '/api/ControlCambiosDia?idFecha=20261121', headers: abogado.auth })
  ).json() as { id: number };
  const lista = await app.inject({
    url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital?filtradoPor=Todos`,
    headers: abogado.auth,
  });
  const cambios = lista.json().cambios as Array<{ id: number }>;
  return { abogado, control, cambios };
}

function share(auth: { authorization: string }, idControl: number, payload: object) {
  return app.inject({
    method: 'POST',
    url: `/api/ControlCambiosDia/${idControl}/InformeCambiosImportantes`,
    headers: auth,
    payload,
  });
}

function putCoordinador(auth: { authorization: string }, idUsuario: number, payload: object) {
  return app.inject({ method: 'PUT', url: `/api/UsuariosActivos/${idUsuario}`, headers: auth, payload });
}

describe('sharing the report with a new coordinator', () => {
  it('sends the coordinator one e-mail whose link activates the account and opens the report', async () => {
    const { abogado, control, cambios } = await day();
    await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${cambios[0].id}/Importante`,
      headers: abogado.auth,
      payload: { importante: true },
    });
    await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${cambios[0].id}/Revisado`,
      headers: abogado.auth,
      payload: { conclusion: conclusion('Contestar antes del viernes.') },
    });
    const email = `coord.nueva.${abogado.id}@firma.co`;
    // The share modal's two calls, in its order.
    const saved = await putCoordinador(abogado.auth, abogado.id, {
      emailCoordinadorInvitado: email,
      nombreCoordinadorInvitado: 'Carolina Ruiz',
      idControlCambios: control.id,
    });
    expect(saved.statusCode).toBe(200);
    const sent = await share(abogado.auth, control.id, {
      email,
      idUsuarioActivo: abogado.id,
      nombreInvitado: 'Carolina Ruiz',
    });
    expect(sent.json()).toEqual({ haCompartidoInforme: true, email });

    const mails = await deps.db.select().from(correos).where(eq(correos.para, email));
    const links = mails.flatMap((mail) => [
      ...mail.texto.matchAll(
        /\/auth\/ActivarInvitacionControlCambios\?idAbogado=(\d+)&idControlCambios=(\S+)/g,
      ),
    ]);
    expect(mails).toHaveLength(1);
    expect(mails[0].plantilla).toBe('informe-cambios-importantes');
    expect(mails[0].texto).toContain('Contestar antes del viernes.');
    expect(links).toHaveLength(1);
    const [, idAbogado, secret] = links[0];
    expect(decodeURIComponent(secret)).toMatch(new RegExp(`^${control.id}-`));

    const activated = await app.inject({
      method: 'PUT',
      url: `/api/UsuariosActivos/${idAbogado}/ActivarInvitacion?idControlCambios=${secret}`,
      payload: { password: 'ClaveSegura123', passwordRepetida: 'ClaveSegura123', aceptaTerminos: true },
    });
    expect(activated.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${activated.json().token}` };
    const informe = await app.inject({
      url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital?rol=coordinador`,
      headers: auth,
    });
    expect(informe.json().cambios.map((cambio: { id: number }) => cambio.id)).toEqual([cambios[0].id]);
  });

  it('refuses a second share, a share by an associated user and a coordinator without its control', async () => {
    const { abogado, control } = await day();
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: abogado.id });
    const byAssociate = await share(asociado.auth, control.id, { email: 'x@firma.co' });
    expect(byAssociate.statusCode).toBe(403);
    expect(byAssociate.json().code).toBe('SoloCuentaPrincipal');
    const sinControl = await putCoordinador(abogado.auth, abogado.id, {
      emailCoordinadorInvitado: `c.${abogado.id}@firma.co`,
      nombreCoordinadorInvitado: 'C',
    });
    expect(sinControl.json()).toEqual({
      code: 'IdControlCambiosRequerido',
      message: 'El ID de control de cambios es requerido',
    });

    expect((await share(abogado.auth, control.id, { email: `a.${abogado.id}@firma.co` })).statusCode).toBe(
      200,
    );
    const twice = await share(abogado.auth, control.id, { email: `b.${abogado.id}@firma.co` });
    expect(twice.statusCode).toBe(409);
    expect(twice.json().code).toBe('InformeYaCompartido');
    const coordinadorTarde = await putCoordinador(abogado.auth, abogado.id, {
      emailCoordinadorInvitado: `c.${abogado.id}@firma.co`,
      nombreCoordinadorInvitado: 'C',
      idControlCambios: control.id,
    });
    expect(coordinadorTarde.statusCode).toBe(409);
    const second = await deps.db
      .select()
      .from(correos)
      .where(eq(correos.para, `b.${abogado.id}@firma.co`));
    expect(second).toHaveLength(0);
  });

  it('sends one report when two shares race', async () => {
    const { abogado, control } = await day();
    const answers = await Promise.all([
      share(abogado.auth, control.id, { email: `r1.${abogado.id}@firma.co` }),
      share(abogado.auth, control.id, { email: `r2.${abogado.id}@firma.co` }),
    ]);
    expect(answers.map((answer) => answer.statusCode).sort()).toEqual([200, 409]);
    const reports = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.idAbogado, abogado.id), eq(correos.plantilla, 'informe-cambios-importantes')));
    expect(reports).toHaveLength(1);
  });
});

async function upload(auth: { authorization: string }, idCambio: number, content: Buffer) {
  const boundary = '----prueba';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="auto.pdf"\r\nContent-Type: application/pdf\r\n\r\n`,
    ),
    content,
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/CambioEnExpedienteDigital/${idCambio}/DocumentoAnexo`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return { ...response.json(), statusCode: response.statusCode } as { statusCode: number; id: number };
}

const PDF = Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(300_000, 0x42), Buffer.from('\n%%EOF')]);

describe('attachment downloads', () => {
  it('serve the bytes only to a session of the owning account, with a valid and unexpired link', async () => {
    const { abogado, cambios } = await day();
    const saved = await upload(abogado.auth, cambios[0].id, PDF);
    expect(saved.statusCode).toBe(201);
    const link = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambios[0].id}/DocumentosAnexos/${saved.id}/Url`,
      headers: abogado.auth,
    });
    const url = new URL(link.json().url);
    const path = `${url.pathname}${url.search}`;

    const owner = await app.inject({ url: path, headers: abogado.auth });
    expect(owner.statusCode).toBe(200);
    expect(owner.rawPayload.equals(PDF)).toBe(true);
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: abogado.id });
    expect((await app.inject({ url: path, headers: asociado.auth })).statusCode).toBe(200);

    const noSession = await app.inject({ url: path });
    expect(noSession.statusCode).toBe(401);
    const intruder = await createAbogado(deps);
    const other = await app.inject({ url: path, headers: intruder.auth });
    expect(other.statusCode).toBe(404);
    expect(other.rawPayload.includes(Buffer.from('%PDF'))).toBe(false);
    const tampered = await app.inject({ url: `${path.slice(0, -3)}abc`, headers: abogado.auth });
    expect(tampered.statusCode).toBe(403);
    expect(tampered.json().code).toBe('EnlaceDescargaVencido');

    const shortLived = await deps.tokens.signLink(
      { purpose: 'documento-anexo', subject: String(saved.id), idAbogado: abogado.id },
      1,
    );
    await new Promise((resolve) => setTimeout(resolve, 2100));
    const expired = await app.inject({
      url: `/api/DocumentosAnexos/Descarga?token=${encodeURIComponent(shortLived)}`,
      headers: abogado.auth,
    });
    expect(expired.statusCode).toBe(403);
    expect(expired.json().code).toBe('EnlaceDescargaVencido');
  });
});

describe('attachment uploads', () => {
  it('hides incomplete rows, sweeps abandoned ones and keeps nothing of a refused file', async () => {
    const { abogado, cambios } = await day();
    const [cambio] = cambios;
    // A row a dead process left mid-upload two hours ago, with one part.
    const orphan = await deps.db.execute<{ id: number }>(sql`
      insert into documentos_anexos (id_abogado, id_cambio, nombre_archivo, tipo_contenido, tamano, creado_en)
      values (${abogado.id}, ${cambio.id}, 'a medias.pdf', 'application/octet-stream', -1, now() - interval '2 hours')
      returning id`);
    const idOrphan = orphan.rows[0].id;
    await deps.db.execute(sql`
      insert into documentos_anexos_partes (id_documento, numero, datos) values (${idOrphan}, 0, ${Buffer.from('x')})`);
    const list = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos`,
      headers: abogado.auth,
    });
    expect(list.json()).toEqual([]);
    const orphanLink = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos/${idOrphan}/Url`,
      headers: abogado.auth,
    });
    expect(orphanLink.statusCode).toBe(404);
    const detail = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}`,
      headers: abogado.auth,
    });
    expect(detail.json().cantidadDocumentosAdjuntos).toBe(0);

    // The upload sweeps the abandoned row and its parts, and stores its own.
    const saved = await upload(abogado.auth, cambio.id, PDF);
    expect(saved.statusCode).toBe(201);
    const rows = await deps.db.execute<{ id: number; tamano: number }>(sql`
      select id, tamano from documentos_anexos where id_cambio = ${cambio.id} order by id`);
    expect(rows.rows).toEqual([{ id: saved.id, tamano: PDF.length }]);
    const parts = await deps.db.execute<{ n: number }>(sql`
      select count(*)::int as n from documentos_anexos_partes where id_documento = ${idOrphan}`);
    expect(parts.rows[0].n).toBe(0);

    // A refused file (type judged on the first chunk) leaves no row and no part.
    const exe = await upload(
      abogado.auth,
      cambio.id,
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(70_000, 0)]),
    );
    expect(exe.statusCode).toBe(415);
    const after = await deps.db.execute<{ n: number }>(sql`
      select count(*)::int as n from documentos_anexos where id_cambio = ${cambio.id}`);
    expect(after.rows[0].n).toBe(1);
  });

  it('stores every byte in order across parts, none over 256 KB, and serves the same file back', async () => {
    const { abogado, cambios } = await day();
    // Bytes that differ along the file, so a part stored twice, shifted or out of order shows.
    const varied = Buffer.alloc(700_003);
    for (let i = 0; i < varied.length; i++) varied[i] = (i * 31 + (i >> 9)) % 251;
    const file = Buffer.concat([Buffer.from('%PDF-1.4\n'), varied, Buffer.from('\n%%EOF')]);
    const saved = await upload(abogado.auth, cambios[0].id, file);
    expect(saved.statusCode).toBe(201);
    const parts = await deps.db.execute<{ numero: number; largo: number }>(sql`
      select numero, length(datos) as largo from documentos_anexos_partes
      where id_documento = ${saved.id} order by numero`);
    expect(parts.rows.map((part) => part.numero)).toEqual(parts.rows.map((_, index) => index));
    expect(parts.rows.length).toBeGreaterThan(2);
    expect(Math.max(...parts.rows.map((part) => part.largo))).toBeLessThanOrEqual(256 * 1024);
    const link = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambios[0].id}/DocumentosAnexos/${saved.id}/Url`,
      headers: abogado.auth,
    });
    const url = new URL(link.json().url);
    const download = await app.inject({ url: `${url.pathname}${url.search}`, headers: abogado.auth });
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(file.length);
    expect(download.rawPayload.equals(file)).toBe(true);
  });
});

describe('PUT UsuariosActivos/Tutorial', () => {
  it('marks the dependent and the coordinator tutorials seen for the signed-in user only', async () => {
    const holder = await createAbogado(deps);
    const asociado = await createAbogado(deps, { esTitular: false, idTitular: holder.id });
    const actual = async (auth: { authorization: string }) =>
      (await app.inject({ url: '/api/UsuariosActivos/Actual', headers: auth })).json();
    expect(await actual(asociado.auth)).toMatchObject({
      haVistoTutorialDependiente: false,
      haVistoTutorialCoordinador: false,
    });
    const one = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosActivos/Tutorial?tipoTutorial=1',
      headers: asociado.auth,
    });
    expect(one.statusCode).toBe(204);
    expect(await actual(asociado.auth)).toMatchObject({
      haVistoTutorialDependiente: true,
      haVistoTutorialCoordinador: false,
    });
    await app.inject({
      method: 'PUT',
      url: '/api/UsuariosActivos/Tutorial?tipoTutorial=2',
      headers: asociado.auth,
    });
    expect(await actual(asociado.auth)).toMatchObject({ haVistoTutorialCoordinador: true });
    // The holder's own flags are untouched.
    expect(await actual(holder.auth)).toMatchObject({
      haVistoTutorialDependiente: false,
      haVistoTutorialCoordinador: false,
    });
    const bad = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosActivos/Tutorial?tipoTutorial=3',
      headers: asociado.auth,
    });
    expect(bad.statusCode).toBe(400);
    const anonymous = await app.inject({
      method: 'PUT',
      url: '/api/UsuariosActivos/Tutorial?tipoTutorial=1',
    });
    expect(anonymous.statusCode).toBe(401);
    const [row] = await deps.db.select().from(abogados).where(eq(abogados.id, holder.id));
    expect(row.haVistoTutorialDependiente).toBe(false);
  });
});

describe('POST ControlCambiosDia/Cierre', () => {
  it("closes the day now for the administrator's account only, and the same when closed again", async () => {
    const admin = await createAbogado(deps, { esAdministrador: true });
    const caso = await createCase(deps, admin.id, [2]);
    await newActuacion(deps, admin.id, caso, 2, '2026-11-22', 'AUTO ADMITE DEMANDA');
    await markConsulted(deps, admin.id, caso, '2026-11-22');
    const otro = await createAbogado(deps);
    const refused = await app.inject({
      method: 'POST',
      url: '/api/ControlCambiosDia/Cierre',
      headers: otro.auth,
      payload: { fecha: '2026-11-22' },
    });
    expect(refused.statusCode).toBe(403);
    const close = () =>
      app.inject({
        method: 'POST',
        url: '/api/ControlCambiosDia/Cierre',
        headers: admin.auth,
        payload: { fecha: '2026-11-22' },
      });
    const first = await close();
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ idFecha: 20261122, totalCambios: 1, totalCambiosRevisados: 0 });
    const again = await close();
    expect(again.json()).toEqual(first.json());
  });
});
