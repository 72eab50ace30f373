import { MESSAGES } from '@expediente/domain';
import { and, eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { abogados, correos } from '../../src/db/schema.ts';
import { cambios, expedientes } from '../../src/db/schema-expedientes.ts';
import { createAbogado, createInvitedAbogado } from '../support/factories.ts';
import { expectIsolated } from '../support/tenant-isolation.ts';
import { createTestApp } from '../support/test-app.ts';
import { closeDayFor, createCase, markConsulted, newActuacion } from './support.ts';

const { app, deps } = await createTestApp();
const FECHA = '2026-11-20';
const ID_FECHA = 20261120;
const conclusion = (text: string) => JSON.stringify([{ type: 'paragraph', children: [{ text }] }]);

/** A lawyer with a closed day: a repeated actuación (Unificada + Samai), two more, one case not consulted. */
async function dayWithChanges() {
  const abogado = await createAbogado(deps);
  const repetido = await createCase(deps, abogado.id, [2, 4]);
  await newActuacion(deps, abogado.id, repetido, 2, FECHA, 'AUTO ADMITE DEMANDA');
  await newActuacion(deps, abogado.id, repetido, 4, FECHA, 'Auto  admite   demanda');
  const otro = await createCase(deps, abogado.id, [2]);
  await newActuacion(deps, abogado.id, otro, 2, FECHA, 'FIJACION ESTADO');
  await newActuacion(deps, abogado.id, otro, 2, FECHA, 'AUTO DECRETA MEDIDA CAUTELAR');
  await markConsulted(deps, abogado.id, repetido, FECHA);
  await markConsulted(deps, abogado.id, otro, FECHA);
  const sinConsulta = await createCase(deps, abogado.id, [2, 4]);
  await closeDayFor(deps, FECHA, abogado.id);
  const control = await app.inject({
    url: `/api/ControlCambiosDia?idFecha=${ID_FECHA}`,
    headers: abogado.auth,
  });
  expect(control.statusCode).toBe(200);
  return { abogado, repetido, otro, sinConsulta, control: control.json() };
}

async function listAll(auth: { authorization: string }, idControl: number, filtro = 'Todos') {
  const response = await app.inject({
    url: `/api/ControlCambiosDia/${idControl}/CambiosEnExpedienteDigital?filtradoPor=${filtro}`,
    headers: auth,
  });
  expect(response.statusCode).toBe(200);
  return response.json().cambios as Array<Record<string, unknown> & { id: number }>;
}

describe('the day control', () => {
  it('is built once per account and day, one change per real event, and the same when built again', async () => {
    const { abogado, repetido, sinConsulta, control } = await dayWithChanges();
    expect(control).toMatchObject({
      idFecha: ID_FECHA,
      fecha: '20/11/2026',
      totalCambios: 4,
      totalCambiosRevisados: 0,
      haCompartidoInforme: false,
      totalCambiosDelDia: 3,
      totalProcesosSinCambios: 1,
      totalNoConsultados: 1,
    });
    const todos = await listAll(abogado.auth, control.id);
    const admite = todos.find((cambio) => cambio.idExpediente === repetido.id);
    expect(admite).toMatchObject({ tipoCambio: 0, fuentes: [2, 4], estado: 0, esImportante: null });
    expect(admite?.detalleUltimoCambio).toBe('Cambio de Unificada, Samai: AUTO ADMITE DEMANDA');
    expect(admite).toMatchObject({
      numeroExpediente: repetido.numero,
      demandantes: 'MARIA FERNANDA ROJAS',
      demandandos: 'BANCO DE BOGOTA S.A.',
    });
    // Both failed sources of the not-consulted case are one change naming both.
    const noConsultado = todos.find((cambio) => cambio.idExpediente === sinConsulta.id);
    expect(noConsultado).toMatchObject({ tipoCambio: 2, fuentes: [2, 4] });
    expect(noConsultado?.detalleUltimoCambio).toBe('Sin consulta en Unificada, Samai');
    // Its Motivo names the sources that failed (issue 21.2).
    expect(noConsultado?.motivo).toMatch(/^No pudimos consultar el proceso en Unificada, Samai: /);

    const before = await deps.db
      .select()
      .from(cambios)
      .where(eq(cambios.idAbogado, abogado.id))
      .orderBy(cambios.id);
    await closeDayFor(deps, FECHA, abogado.id);
    const after = await deps.db
      .select()
      .from(cambios)
      .where(eq(cambios.idAbogado, abogado.id))
      .orderBy(cambios.id);
    expect(after).toEqual(before);
    const historial = await app.inject({ url: '/api/ControlCambiosDia/Historial', headers: abogado.auth });
    expect(historial.json()).toEqual([
      {
        id: control.id,
        idFecha: ID_FECHA,
        totalCambios: 4,
        totalCambiosRevisados: 0,
        haCompartidoInforme: false,
        // The calendar counts the day's changes apart from the unconsulted case, like the control.
        totalCambiosDelDia: 3,
        totalProcesosSinCambios: 1,
        totalNoConsultados: 1,
      },
    ]);
  });

  it('folds an actuación a second source reports on a later day into the first change', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2, 4]);
    await newActuacion(deps, abogado.id, caso, 2, '2026-11-18', 'AUTO ADMITE DEMANDA', '2026-11-17');
    await markConsulted(deps, abogado.id, caso, '2026-11-18');
    await closeDayFor(deps, '2026-11-18', abogado.id);
    await newActuacion(deps, abogado.id, caso, 4, '2026-11-19', 'Auto admite demanda', '2026-11-17');
    await markConsulted(deps, abogado.id, caso, '2026-11-19');
    await closeDayFor(deps, '2026-11-19', abogado.id);
    const segundo = await app.inject({
      url: '/api/ControlCambiosDia?idFecha=20261119',
      headers: abogado.auth,
    });
    expect(segundo.statusCode).toBe(404);
    const primero = await app.inject({
      url: '/api/ControlCambiosDia?idFecha=20261118',
      headers: abogado.auth,
    });
    const [cambio] = await listAll(abogado.auth, primero.json().id);
    expect(cambio.fuentes).toEqual([2, 4]);
  });

  it('filters by section, pages by 20 and navigates in review order', async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [2]);
    for (let index = 0; index < 23; index++)
      await newActuacion(deps, abogado.id, caso, 2, FECHA, `ACTUACION NUMERO ${index}`);
    await markConsulted(deps, abogado.id, caso, FECHA);
    await closeDayFor(deps, FECHA, abogado.id);
    const { id } = (
      await app.inject({ url: `/api/ControlCambiosDia?idFecha=${ID_FECHA}`, headers: abogado.auth })
    ).json();
    const page2 = await app.inject({
      url: `/api/ControlCambiosDia/${id}/CambiosEnExpedienteDigital?filtradoPor=cambiosdeldia&pagina=2`,
      headers: abogado.auth,
    });
    expect(page2.json()).toMatchObject({ pagina: 2, totalPaginas: 2, totalRegistros: 23 });
    expect(page2.json().cambios).toHaveLength(3);
    const sinCambios = await listAll(abogado.auth, id, 'ProcesosSinCambios');
    expect(sinCambios).toHaveLength(0);
    const all = [...(await listAll(abogado.auth, id)), ...page2.json().cambios];
    const nav = await app.inject({
      url: `/api/ControlCambiosDia/${id}/Navegacion/?idCambio=${all[1].id}&filtradoPor=Todos`,
      headers: abogado.auth,
    });
    expect(nav.json()).toEqual({
      indexActual: 2,
      totalCambios: 23,
      anterior: { idCambio: all[0].id, idExpediente: caso.id },
      siguiente: { idCambio: all[2].id, idExpediente: caso.id },
    });
    const bad = await app.inject({
      url: `/api/ControlCambiosDia/${id}/CambiosEnExpedienteDigital?filtradoPor=Otro`,
      headers: abogado.auth,
    });
    expect(bad.statusCode).toBe(400);
  });
});

describe('reviewing changes', () => {
  it('needs a conclusion to mark reviewed, finishes, marks importance and sees the completion once', async () => {
    const { abogado, control } = await dayWithChanges();
    const [first, ...rest] = await listAll(abogado.auth, control.id);
    const empty = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${first.id}/Revisado`,
      headers: abogado.auth,
      payload: { conclusion: conclusion('   ') },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json()).toEqual({ code: 'ConclusionVacia', message: MESSAGES.ConclusionVacia });
    const reviewed = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${first.id}/Revisado`,
      headers: abogado.auth,
      payload: { conclusion: conclusion('Contestar la demanda antes del término.') },
    });
    expect(reviewed.statusCode).toBe(200);
    expect(reviewed.json()).toMatchObject({
      cambio: { id: first.id, estado: 1, conclusion: conclusion('Contestar la demanda antes del término.') },
      control: { totalCambiosRevisados: 1 },
      revisionCompletada: false,
    });
    expect(reviewed.json().cambio.fechaRevisado).not.toBeNull();
    const important = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${first.id}/Importante`,
      headers: abogado.auth,
      payload: { importante: true },
    });
    expect(important.json()).toMatchObject({
      cambio: { esImportante: true },
      control: { totalImportantes: 1 },
    });
    // A non-empty conclusion through the Conclusion call also marks reviewed.
    const viaConclusion = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${rest[0].id}/Conclusion`,
      headers: abogado.auth,
      payload: { conclusion: conclusion('Sin acción.') },
    });
    expect(viaConclusion.json().cambio.estado).toBe(1);
    const finished = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${rest[1].id}/Finalizado`,
      headers: abogado.auth,
    });
    expect(finished.json()).toMatchObject({ cambio: { estado: 3 }, revisionCompletada: false });
    const last = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${rest[2].id}/Finalizado`,
      headers: abogado.auth,
    });
    expect(last.json()).toMatchObject({
      revisionCompletada: true,
      informeEnviadoA: null,
      control: { totalCambios: 4, totalCambiosRevisados: 4 },
    });
    const again = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${rest[2].id}/Finalizado`,
      headers: abogado.auth,
    });
    expect(again.json().revisionCompletada).toBe(false);
    const coordinator = await app.inject({
      url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital?rol=coordinador`,
      headers: abogado.auth,
    });
    expect(coordinator.json().cambios.map((cambio: { id: number }) => cambio.id)).toEqual([first.id]);
  });

  it('shares the important-changes report once chosen, with the seed validations', async () => {
    const { abogado, control } = await dayWithChanges();
    const share = (payload: object) =>
      app.inject({
        method: 'POST',
        url: `/api/ControlCambiosDia/${control.id}/InformeCambiosImportantes`,
        headers: abogado.auth,
        payload,
      });
    expect((await share({})).json()).toMatchObject({ code: 'SeleccionaUsuarioOEmail' });
    expect((await share({ email: 'no-es-correo' })).json()).toMatchObject({
      code: 'CorreoElectronicoNoValido',
      message: 'El correo electrónico no es válido',
    });
    const sent = await share({
      email: '  Coordinadora@Firma.co ',
      idUsuarioActivo: abogado.id,
      nombreInvitado: 'Ana',
    });
    expect(sent.json()).toEqual({ haCompartidoInforme: true, email: 'coordinadora@firma.co' });
    const [mail] = await deps.db
      .select()
      .from(correos)
      .where(and(eq(correos.para, 'coordinadora@firma.co'), eq(correos.idAbogado, abogado.id)));
    expect(mail.asunto).toBe('Informe de cambios importantes del 20/11/2026');
    expect(mail.texto).toContain(`/admin/ControlCambios/${control.id}?tipoInforme=informeCoordinador`);
    const summary = await app.inject({ url: `/api/ControlCambiosDia/${control.id}`, headers: abogado.auth });
    expect(summary.json().haCompartidoInforme).toBe(true);
  });

  it("remembers 'no es mi parte' for that name and court and does not alert it again", async () => {
    const abogado = await createAbogado(deps);
    const caso = await createCase(deps, abogado.id, [6]);
    const doc = async (uuid: string, fecha: string) => {
      const result = await deps.db.execute<{ id: number }>(sql`
        insert into documentos_publicados (tipo_fuente, uuid, article_id, codigo_despacho, fecha_publicacion, titulo, nombre, url, paginas)
        values (6, ${uuid}, 'a1', '050013103003', ${fecha}, 'ESTADO 120', 'estado.pdf', 'http://sim/estado.pdf', '["texto"]')
        returning id`);
      return result.rows[0].id;
    };
    const match = async (idDocumento: number, fecha: string) => {
      const result = await deps.db.execute<{ id: number }>(sql`
        insert into coincidencias (id_abogado, id_expediente, id_proceso_en_fuente, id_documento, tipo_fuente, pagina, extracto, resumen_encontrado, certeza, tipo, fecha_deteccion)
        values (${abogado.id}, ${caso.id}, ${caso.rows[6]}, ${idDocumento}, 6, 1, 'MARÍA  FERNANDA ROJAS contra…', 'MARÍA  FERNANDA ROJAS', 90, 'nombre', ${fecha})
        returning id`);
      await deps.db.insert(cambios).values({
        idAbogado: abogado.id,
        idExpediente: caso.id,
        fecha,
        tipo: 'coincidencia',
        tipoFuente: 6,
        referencia: result.rows[0].id,
      });
    };
    await match(await doc(`u-${abogado.id}-1`, '2026-11-18'), '2026-11-18');
    await markConsulted(deps, abogado.id, caso, '2026-11-18');
    await closeDayFor(deps, '2026-11-18', abogado.id);
    const { id } = (
      await app.inject({ url: '/api/ControlCambiosDia?idFecha=20261118', headers: abogado.auth })
    ).json();
    const [coincidencia] = await listAll(abogado.auth, id);
    expect(coincidencia).toMatchObject({ esCoincidencia: true, certeza: 90 });
    const marked = await app.inject({
      method: 'PUT',
      url: `/api/CambioEnExpedienteDigital/${coincidencia.id}/NoEsMiParte`,
      headers: abogado.auth,
    });
    expect(marked.json().cambio).toMatchObject({ estado: 1, esImportante: false });
    await match(await doc(`u-${abogado.id}-2`, '2026-11-19'), '2026-11-19');
    await markConsulted(deps, abogado.id, caso, '2026-11-19');
    await closeDayFor(deps, '2026-11-19', abogado.id);
    const next = await app.inject({ url: '/api/ControlCambiosDia?idFecha=20261119', headers: abogado.auth });
    // Nothing left to review that day: no control at all.
    expect(next.statusCode).toBe(404);
    const notMatch = await listAll(abogado.auth, id);
    expect(notMatch).toHaveLength(1);
  });
});

describe('associated users', () => {
  it('work inside the holder account: they review its changes and the completed review goes to the coordinator', async () => {
    const { abogado, control } = await dayWithChanges();
    const invite = await app.inject({
      method: 'POST',
      url: '/api/Abogado/UsuariosAsociados',
      headers: abogado.auth,
      payload: { email: `asistente.${abogado.id}@firma.co`, nombre: 'Asistente Uno' },
    });
    expect(invite.statusCode).toBe(201);
    expect(invite.json()).toMatchObject({ estado: 'invitado', esCoordinador: false });
    const coordinador = await app.inject({
      method: 'PUT',
      url: `/api/UsuariosActivos/${abogado.id}`,
      headers: abogado.auth,
      payload: {
        emailCoordinadorInvitado: `coord.${abogado.id}@firma.co`,
        nombreCoordinadorInvitado: 'Coordinadora',
        idControlCambios: control.id,
      },
    });
    expect(coordinador.json()).toMatchObject({ esCoordinador: true, estado: 'invitado' });
    const mails = await deps.db
      .select()
      .from(correos)
      .where(eq(correos.para, `asistente.${abogado.id}@firma.co`));
    expect(mails[0].texto).toMatch(
      /\/auth\/ActivarInvitacionControlCambios\?idAbogado=\d+&idControlCambios=0-/,
    );

    const [row] = await deps.db.select().from(abogados).where(eq(abogados.id, invite.json().id));
    // Only the secret's hash is stored (issue 20): the e-mailed link is the one way to activate.
    const secret = /idControlCambios=([^\s&]+)/.exec(mails[0].texto)?.[1] ?? '';
    const activated = await app.inject({
      method: 'PUT',
      url: `/api/UsuariosActivos/${row.id}/ActivarInvitacion?idControlCambios=${secret}`,
      payload: { password: 'ClaveSegura123', passwordRepetida: 'ClaveSegura123', aceptaTerminos: true },
    });
    expect(activated.statusCode).toBe(200);
    const auth = { authorization: `Bearer ${activated.json().token}` };
    const actual = await app.inject({ url: '/api/UsuariosActivos/Actual', headers: auth });
    expect(actual.json()).toMatchObject({
      id: row.id,
      idCuenta: abogado.id,
      emailUsuarioInvitado: row.email,
    });
    const casos = await app.inject({ url: '/api/Expedientes', headers: auth });
    expect(casos.json().expedientes ?? casos.json()).not.toHaveLength(0);
    const forbidden = await app.inject({
      url: '/api/Abogado/UsuariosAsociados',
      method: 'POST',
      headers: auth,
      payload: { email: 'x@y.co', nombre: 'X' },
    });
    expect(forbidden.statusCode).toBe(403);

    const lista = await listAll(auth, control.id);
    let last: Record<string, unknown> = {};
    for (const cambio of lista) {
      const response = await app.inject({
        method: 'PUT',
        url: `/api/CambioEnExpedienteDigital/${cambio.id}/Revisado`,
        headers: auth,
        payload: { conclusion: conclusion('Revisado por la asistente.') },
      });
      last = response.json();
    }
    expect(last).toMatchObject({
      revisionCompletada: true,
      informeEnviadoA: `coord.${abogado.id}@firma.co`,
      control: { haCompartidoInforme: true },
    });
    const [report] = await deps.db
      .select()
      .from(correos)
      .where(
        and(
          eq(correos.para, `coord.${abogado.id}@firma.co`),
          eq(correos.plantilla, 'informe-cambios-importantes'),
        ),
      );
    expect(report.texto).toMatch(new RegExp(`idControlCambios=${control.id}-`));

    const removed = await app.inject({
      method: 'DELETE',
      url: `/api/Abogado/UsuariosAsociados/${row.id}`,
      headers: abogado.auth,
    });
    expect(removed.statusCode).toBe(204);
    const after = await app.inject({ url: `/api/ControlCambiosDia/${control.id}`, headers: auth });
    expect(after.statusCode).toBe(401);
  });
});

describe('tenant isolation', () => {
  it('never answers another account its controls, changes, attachments or users', async () => {
    const { abogado, repetido, control } = await dayWithChanges();
    const [cambio] = await listAll(abogado.auth, control.id);
    const upload = await uploadText(abogado.auth, cambio.id, 'nota.txt', 'Nota privada del caso');
    const intruder = await createAbogado(deps);
    const invited = await createInvitedAbogado(deps, abogado.id);
    const denied = await app.inject({ url: `/api/ControlCambiosDia/${control.id}`, headers: intruder.auth });
    // As for an id that does not exist: a 403 would confirm it does (issue 20, item 10).
    expect(denied.statusCode).toBe(404);
    expect(denied.json().code).toBe('ControlCambiosNoEncontrado');
    await expectIsolated(app, intruder, [
      {
        method: 'GET',
        url: `/api/ControlCambiosDia/${control.id}/CambiosEnExpedienteDigital`,
        secrets: [repetido.numero],
      },
      { method: 'GET', url: `/api/ControlCambiosDia/${control.id}/Navegacion?idCambio=${cambio.id}` },
      { method: 'GET', url: `/api/CambioEnExpedienteDigital/${cambio.id}`, secrets: [repetido.numero] },
      {
        method: 'GET',
        url: `/api/CambioEnExpedienteDigital/Expedientes/${repetido.id}/Cambio?idFecha=${ID_FECHA}`,
        secrets: [repetido.numero],
      },
      {
        method: 'PUT',
        url: `/api/CambioEnExpedienteDigital/${cambio.id}/Revisado`,
        payload: { conclusion: conclusion('x') },
      },
      {
        method: 'PUT',
        url: `/api/CambioEnExpedienteDigital/${cambio.id}/Conclusion`,
        payload: { conclusion: conclusion('x') },
      },
      {
        method: 'PUT',
        url: `/api/CambioEnExpedienteDigital/${cambio.id}/Importante`,
        payload: { importante: true },
      },
      { method: 'PUT', url: `/api/CambioEnExpedienteDigital/${cambio.id}/Finalizado` },
      { method: 'PUT', url: `/api/CambioEnExpedienteDigital/${cambio.id}/NoEsMiParte` },
      {
        method: 'GET',
        url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos`,
        secrets: ['nota.txt'],
      },
      { method: 'GET', url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos/${upload.id}/Url` },
      {
        method: 'POST',
        url: `/api/ControlCambiosDia/${control.id}/InformeCambiosImportantes`,
        payload: { email: 'a@b.co' },
      },
      { method: 'DELETE', url: `/api/Abogado/UsuariosAsociados/${invited.id}` },
      {
        method: 'PUT',
        url: `/api/UsuariosActivos/${abogado.id}`,
        payload: { emailCoordinadorInvitado: 'a@b.co' },
      },
    ]);
    const theirs = await app.inject({ url: '/api/Abogado/UsuariosAsociados', headers: intruder.auth });
    expect(theirs.json()).toEqual([]);
    const unchanged = await deps.db.select().from(cambios).where(eq(cambios.id, cambio.id));
    expect(unchanged[0]).toMatchObject({ estado: 0, esImportante: null, conclusion: null });
    const still = await deps.db.select().from(expedientes).where(eq(expedientes.id, repetido.id));
    expect(still).toHaveLength(1);
  });
});

async function uploadText(
  auth: { authorization: string },
  idCambio: number,
  filename: string,
  content: string | Buffer,
) {
  const boundary = '----prueba';
  const body = Buffer.concat([
    Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${filename}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
    ),
    Buffer.isBuffer(content) ? content : Buffer.from(content),
    Buffer.from(`\r\n--${boundary}--\r\n`),
  ]);
  const response = await app.inject({
    method: 'POST',
    url: `/api/CambioEnExpedienteDigital/${idCambio}/DocumentoAnexo`,
    headers: { ...auth, 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: body,
  });
  return { ...response.json(), statusCode: response.statusCode } as {
    statusCode: number;
    id: number;
    code?: string;
  };
}

describe('attachments', () => {
  it('stores a file judged by content, lists it and serves it through a short-lived signed link', async () => {
    const { abogado, control } = await dayWithChanges();
    const [cambio] = await listAll(abogado.auth, control.id);
    const pdf = Buffer.concat([
      Buffer.from('%PDF-1.4\n'),
      Buffer.alloc(600_000, 0x41),
      Buffer.from('\n%%EOF'),
    ]);
    const saved = await uploadText(abogado.auth, cambio.id, 'auto admisorio.pdf', pdf);
    expect(saved).toMatchObject({
      statusCode: 201,
      nombreArchivo: 'auto admisorio.pdf',
      tipoContenido: 'application/pdf',
      tamano: pdf.length,
    });
    const list = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos`,
      headers: abogado.auth,
    });
    expect(list.json()).toHaveLength(1);
    const detail = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}`,
      headers: abogado.auth,
    });
    expect(detail.json()).toMatchObject({
      cantidadDocumentosAdjuntos: 1,
      documentosAnexos: [{ id: saved.id }],
    });
    const link = await app.inject({
      url: `/api/CambioEnExpedienteDigital/${cambio.id}/DocumentosAnexos/${saved.id}/Url`,
      headers: abogado.auth,
    });
    const url = new URL(link.json().url);
    const download = await app.inject({ url: `${url.pathname}${url.search}`, headers: abogado.auth });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);
    const tampered = await app.inject({
      url: `${url.pathname}${url.search.slice(0, -3)}abc`,
      headers: abogado.auth,
    });
    expect(tampered.statusCode).toBe(403);
  });

  it('refuses an 11 MB file and an executable, storing nothing', async () => {
    const { abogado, control } = await dayWithChanges();
    const [cambio] = await listAll(abogado.auth, control.id);
    const big = await uploadText(
      abogado.auth,
      cambio.id,
      'grande.pdf',
      Buffer.concat([Buffer.from('%PDF-1.4\n'), Buffer.alloc(11 * 1024 * 1024, 0x41)]),
    );
    expect(big).toMatchObject({ statusCode: 413, code: 'DocumentoAnexoMuyGrande' });
    const exe = await uploadText(
      abogado.auth,
      cambio.id,
      'factura.pdf',
      Buffer.concat([Buffer.from('MZ'), Buffer.alloc(5000, 0)]),
    );
    expect(exe).toMatchObject({ statusCode: 415, code: 'DocumentoAnexoTipoNoPermitido' });
    const stored = await deps.db.execute(
      sql`select count(*)::int as n from documentos_anexos where id_cambio = ${cambio.id}`,
    );
    expect(stored.rows[0]).toEqual({ n: 0 });
  });
});
