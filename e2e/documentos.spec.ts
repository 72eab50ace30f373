/**
 * The case detail's Documentos tab (seed 000 §2, §7): the documents of the case's process read
 * from the source (the court simulator's CPNU for the demo's Unificada cases), opened in a frame.
 */

import { apiAnswer, ddmmyyyy, signInDemo as signIn } from './support/api.ts';
import { expect, test } from './support/test.ts';

interface DocumentoFuente {
  id: number;
  idDocumento: string;
  nombreDocumento: string;
  fecha: string | null;
}

test('the Documentos tab lists the documents read from the source and opens one in a frame', async ({
  page,
}) => {
  await signIn(page);
  const { body } = await apiAnswer<{ expedientes: { id: number }[] }>(page, '/api/Expedientes');
  // The demo's cases are watched in Unificada; the simulator gives most of them documents.
  let elegido: { id: number; documentos: DocumentoFuente[] } | null = null;
  for (const expediente of body.expedientes) {
    const documentos = await apiAnswer<DocumentoFuente[]>(
      page,
      `/api/Unificada/Procesos/${expediente.id}/Documentos`,
    );
    if (documentos.status === 200 && documentos.body.length > 0) {
      elegido = { id: expediente.id, documentos: documentos.body };
      break;
    }
  }
  expect(elegido, 'ningún caso del demo tiene documentos en Unificada').not.toBeNull();
  const { id, documentos } = elegido as { id: number; documentos: DocumentoFuente[] };
  const [newest] = documentos;

  await page.goto(`/admin/DetalleDelExpediente/${id}`);
  await page.getByRole('tab', { name: 'Documentos' }).click();
  // 'Todas' mixes every source of the case by date (an administrative case has Samai's too):
  // the Unificada tab holds exactly what the call answered.
  const unificada = page.getByRole('tab', { name: `Unificada (${documentos.length})` });
  await unificada.click();
  await expect(unificada).toHaveAttribute('aria-selected', 'true');
  const rows = page.getByTestId('documento-fuente');
  await expect(rows).toHaveCount(Math.min(documentos.length, 20));
  await expect(rows.first()).toBeVisible();
  // Newest first, dated dd/mm/yyyy.
  await expect(rows.first()).toContainText(ddmmyyyy(newest.fecha ?? ''));
  const fechas = await rows.evaluateAll((items) =>
    items.map((item) => item.textContent?.match(/\d{2}\/\d{2}\/\d{4}/)?.[0] ?? ''),
  );
  for (const fecha of fechas) expect(fecha).toMatch(/^\d{2}\/\d{2}\/\d{4}$/);

  await rows.first().getByRole('button').click();
  const dialog = page.getByRole('dialog');
  await expect(dialog).toBeVisible();
  const frame = dialog.locator('iframe');
  await expect(frame).toHaveAttribute('src', /\/cpnu\/api\/v2\/Descarga\/Documento\/\d+$/);
  const src = (await frame.getAttribute('src')) ?? '';
  expect(src.endsWith(`/Descarga/Documento/${newest.idDocumento}`)).toBe(true);
  await expect(dialog.getByRole('link', { name: 'Abrir el documento en una pestaña nueva' })).toHaveAttribute(
    'href',
    src,
  );
  const pdf = await page.request.get(src);
  expect(pdf.status()).toBe(200);
  expect(pdf.headers()['content-type']).toContain('application/pdf');
  expect((await pdf.body()).subarray(0, 5).toString()).toBe('%PDF-');
});
