/**
 * The last query result after a night with failing sources (issue 'Telling the lawyer before
 * 08:00', seed 001 §2 'Last query result screen'): every court the simulator stands for answers in
 * a shape the connectors cannot read, the night's sweep runs, and the screen lists as not consulted
 * exactly the demo cases the sweep tried, each with the format-change reason of its source.
 */
import { fuenteById } from '@expediente/domain';
import { apiGet, apiSend, ddmmyyyy, type ExpedienteApi, signInDemo } from './support/api.ts';
import { simulador } from './support/simulador.ts';
import { expect, test } from './support/test.ts';

interface Resumen {
  id: number;
  fecha: string;
  cantidadExpedientesNoConsultados: number;
  cantidadExpedientesConsultadosParcialmente: number;
}

interface CasoNoConsultado {
  numero: string;
  alertas: { idFuente: number; tipoAlerta: string; razon: string }[];
}

const FUENTES_CON_ACTUACIONES = [0, 1, 2, 4];

test.afterEach(async ({ request }) => {
  await (await simulador(request)).clearFaults();
});

test('after a night with failing sources the query result lists the cases not consulted', async ({
  page,
}) => {
  test.setTimeout(180_000);
  await signInDemo(page);
  const sim = await simulador(page.request);
  await sim.clearFaults();
  for (const source of ['cpnu', 'samai', 'publicaciones', 'siugj'] as const)
    await sim.setFaults(source, { schemaDrift: true });
  const fecha = await sim.advance(1);

  // Every demo case the engine watches for actuaciones, read before the night.
  const expedientes: ExpedienteApi[] = [];
  for (let pagina = 1; ; pagina++) {
    const { expedientes: lote } = await apiGet<{ expedientes: ExpedienteApi[] }>(
      page,
      `/api/Expedientes?pagina=${pagina}`,
    );
    if (lote.length === 0) break;
    expedientes.push(...lote);
  }
  const vigilado = (expediente: ExpedienteApi) =>
    expediente.procesosEnFuentesDatos.filter(
      (proceso) =>
        FUENTES_CON_ACTUACIONES.includes(proceso.tipoFuente) &&
        proceso.activo &&
        proceso.estado === 2 &&
        proceso.idProceso !== null &&
        proceso.idActualizacion !== null,
    );
  // Publicaciones, Estados Electrónicos and SIUGJ are read per court, for every case watched there.
  const porDespacho = (expediente: ExpedienteApi) =>
    expediente.procesosEnFuentesDatos.some(
      (proceso) =>
        !FUENTES_CON_ACTUACIONES.includes(proceso.tipoFuente) && proceso.activo && proceso.estado === 2,
    );
  const esperados = expedientes.filter(
    (expediente) => vigilado(expediente).length > 0 || porDespacho(expediente),
  );
  expect(esperados.length, 'la cuenta demo vigila procesos').toBeGreaterThan(0);

  await apiSend(page, 'POST', '/api/Monitoreo/Barrido', { fecha });
  // The night is over for these cases once each watched process carries the day's consultation.
  await expect(async () => {
    for (const esperado of esperados) {
      const { expedientes: encontrados } = await apiGet<{ expedientes: ExpedienteApi[] }>(
        page,
        `/api/Expedientes?pagina=1&queryString=${esperado.numero}`,
      );
      const actual = encontrados.find((candidate) => candidate.numero === esperado.numero);
      for (const proceso of actual?.procesosEnFuentesDatos ?? [])
        if (vigilado(esperado).some((antes) => antes.tipoFuente === proceso.tipoFuente))
          expect(proceso.fechaUltimaConsulta, esperado.numero).toBe(ddmmyyyy(fecha));
    }
  }).toPass({ timeout: 120_000 });

  const [anio, mes, dia] = fecha.split('-');
  // The cases read only per court (Publicaciones, Estados, SIUGJ) carry no consultation date on a
  // process: the summary is read until their readings, still running, have been counted too.
  let resumen = await apiGet<Resumen>(page, `/api/ResumenConsultaAbogado/IdFecha/${dia}${mes}${anio}`);
  await expect(async () => {
    resumen = await apiGet<Resumen>(page, `/api/ResumenConsultaAbogado/IdFecha/${dia}${mes}${anio}`);
    expect(resumen.cantidadExpedientesNoConsultados).toBe(esperados.length);
  }).toPass({ timeout: 60_000 });
  expect(resumen.cantidadExpedientesConsultadosParcialmente).toBe(0);
  const noConsultados: CasoNoConsultado[] = [];
  for (let pagina = 1; noConsultados.length < resumen.cantidadExpedientesNoConsultados; pagina++) {
    const { expedientes: lote } = await apiGet<{ expedientes: CasoNoConsultado[] }>(
      page,
      `/api/ResumenConsultaAbogado/${resumen.id}/ExpedientesNoConsultados?numeroPagina=${pagina}`,
    );
    expect(lote.length, `página ${pagina} de los no consultados`).toBeGreaterThan(0);
    noConsultados.push(...lote);
  }
  expect(noConsultados.map((caso) => caso.numero).sort()).toEqual(
    esperados.map((expediente) => expediente.numero).sort(),
  );
  for (const caso of noConsultados)
    for (const alerta of caso.alertas) expect(alerta.tipoAlerta).toBe('cambioDeFormato');

  // What the lawyer sees, from the side menu: the day, the count, the first page with the reasons.
  await page.getByRole('link', { name: 'Resultado de la consulta' }).click();
  await expect(
    page.getByRole('heading', { name: `Detalle de la última consulta (${ddmmyyyy(fecha)})` }),
  ).toBeVisible();
  const tutorial = page.getByRole('dialog', { name: /Resultado de la consulta/ });
  await expect(tutorial).toBeVisible();
  await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  await tutorial.getByRole('button', { name: 'Siguiente' }).click();
  await tutorial.getByRole('button', { name: 'Entendido' }).click();
  await expect(page.getByRole('tab', { name: /Procesos no consultados/ })).toContainText(
    String(esperados.length),
  );
  const filas = page.getByTestId('fila-resultado');
  await expect(filas).toHaveCount(Math.min(10, esperados.length));
  const [primero] = noConsultados;
  const fila = filas.filter({ hasText: primero.numero });
  for (const alerta of primero.alertas) {
    const fuente = fuenteById(alerta.idFuente)?.nombre ?? '';
    await expect(fila.getByText(`${fuente} cambió la forma en que muestra la información`)).toBeVisible();
    await expect(fila.getByLabel(`${fuente}: no consultada`)).toHaveAttribute('data-estado', '3');
  }
});
