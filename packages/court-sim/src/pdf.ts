/**
 * Real text PDFs made with pdfkit. Uncompressed on purpose: tests (and curious humans) can read
 * the text straight out of the bytes, and parsers downstream face a genuine PDF.
 */
import PDFDocument from 'pdfkit';
import type { ActuacionSimulada } from './actuaciones.ts';
import { toIso } from './dates.ts';
import type { Despacho } from './despacho.ts';
import type { FilaEstado } from './estados.ts';
import type { ProcesoSimulado } from './proceso.ts';

/** `fecha` becomes the creation date so the same document is byte-identical on every run. */
function render(
  build: (document: PDFKit.PDFDocument) => void,
  options: PDFKit.PDFDocumentOptions,
  fecha: string,
): Promise<Buffer> {
  return new Promise((resolve, reject) => {
    const creationDate = new Date(`${fecha}T13:00:00Z`);
    const document = new PDFDocument({ compress: false, info: { CreationDate: creationDate }, ...options });
    const chunks: Buffer[] = [];
    document.on('data', (chunk: Buffer) => chunks.push(chunk));
    document.on('end', () => resolve(Buffer.concat(chunks)));
    document.on('error', reject);
    build(document);
    document.end();
  });
}

const COLUMNAS: { titulo: string; ancho: number; valor: (fila: FilaEstado) => string }[] = [
  { titulo: 'Radicado', ancho: 112, valor: (fila) => fila.radicadoImpreso },
  { titulo: 'Clase', ancho: 96, valor: (fila) => fila.clase },
  { titulo: 'Demandante', ancho: 150, valor: (fila) => fila.demandante },
  { titulo: 'Demandado', ancho: 150, valor: (fila) => fila.demandado },
  { titulo: 'Descripción actuación', ancho: 150, valor: (fila) => fila.descripcion },
  { titulo: 'Fecha auto', ancho: 54, valor: (fila) => fila.fechaAuto },
];

/** The daily estado as Siglo XXI prints it: header "Fecha: …", one row per auto, a total. */
export function renderEstadoPdf(
  despacho: Despacho,
  fechaIso: string,
  numero: number,
  filas: FilaEstado[],
): Promise<Buffer> {
  return render(
    (document) => {
      const left = document.page.margins.left;
      document.font('Helvetica-Bold').fontSize(10).text(`${despacho.nombre}`, { align: 'center' });
      document.text(`ESTADO No. ${numero}`, { align: 'center' });
      document.font('Helvetica').fontSize(9).text(`Fecha: ${fechaIso}`, { align: 'left' });
      document.moveDown(0.5);
      const drawRow = (cells: string[], bold: boolean) => {
        document.font(bold ? 'Helvetica-Bold' : 'Helvetica').fontSize(7);
        const top = document.y;
        let x = left;
        let height = 0;
        cells.forEach((cell, index) => {
          const width = COLUMNAS[index].ancho;
          height = Math.max(height, document.heightOfString(cell, { width }));
          document.text(cell, x, top, { width });
          x += width + 4;
        });
        document.x = left;
        document.y = top + height + 4;
        if (document.y > document.page.height - document.page.margins.bottom - 30) document.addPage();
      };
      drawRow(
        COLUMNAS.map((columna) => columna.titulo),
        true,
      );
      for (const fila of filas)
        drawRow(
          COLUMNAS.map((columna) => columna.valor(fila)),
          false,
        );
      document.moveDown(1);
      document.font('Helvetica-Bold').fontSize(9).text(`Total de Procesos: ${filas.length}`, left);
    },
    { size: 'LETTER', layout: 'landscape', margin: 30 },
    fechaIso,
  );
}

/** The one-page providencia of an actuación with documents, as CPNU and SAMAI download it. */
export function renderProvidenciaPdf(
  proceso: ProcesoSimulado,
  actuacion: ActuacionSimulada,
): Promise<Buffer> {
  const titulo = actuacion.actuacion.toUpperCase();
  const lineas = [
    proceso.despacho.nombre,
    `Radicado: ${proceso.radicado}`,
    `Fecha: ${toIso(actuacion.fechaActuacion)}`,
    actuacion.anotacion ?? '',
    'NOTIFÍQUESE Y CÚMPLASE',
  ];
  return render(
    (document) => {
      document.font('Helvetica-Bold').fontSize(12).text(titulo, { align: 'center' });
      document.moveDown(1);
      document.font('Helvetica').fontSize(10);
      for (const linea of lineas) document.text(linea).moveDown(0.5);
    },
    { size: 'LETTER', margin: 50 },
    toIso(actuacion.fechaRegistro),
  );
}
