/**
 * The report as a PDF (seed 000 §9 report type 'pdf'), with pdfkit: pages are written to the
 * output as they fill (no page buffering), so a page of cases is turned into text and dropped.
 * Standard Helvetica covers Spanish (WinAnsi: tildes, ñ, ¿¡). See bloques-informe.ts for the layout.
 */
import PDFDocument from 'pdfkit';
import { lineasProceso, SIN_PROCESOS, subtitulo, TITULO_INFORME, tituloProceso } from './bloques-informe.ts';
import type { EncabezadoInforme, EscritorInforme, FilaInforme } from './escritor.ts';

const MARGEN = 50;
const AZUL = '#1b2559';
const GRIS = '#6b7280';

export function crearEscritorPdf(encabezado: EncabezadoInforme): EscritorInforme {
  const doc = new PDFDocument({
    size: 'A4',
    margin: MARGEN,
    info: { Title: TITULO_INFORME, Author: 'Expediente Digital', Creator: 'Expediente Digital' },
    lang: 'es-CO',
  });
  const chunks: Buffer[] = [];
  doc.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    doc.on('end', resolve);
    doc.on('error', reject);
  });

  let pagina = 1;
  const pie = () => {
    // Below the bottom margin: lift it for the footer, or pdfkit would start another page.
    const { bottom } = doc.page.margins;
    doc.page.margins.bottom = 0;
    doc
      .font('Helvetica')
      .fontSize(8)
      .fillColor(GRIS)
      .text(`${TITULO_INFORME} · Página ${pagina}`, MARGEN, doc.page.height - 30, {
        width: doc.page.width - 2 * MARGEN,
        align: 'center',
        lineBreak: false,
      });
    doc.page.margins.bottom = bottom;
    doc.x = MARGEN;
    doc.y = MARGEN;
  };
  doc.on('pageAdded', () => {
    pagina += 1;
    pie();
  });
  pie();

  doc.font('Helvetica-Bold').fontSize(18).fillColor(AZUL).text(TITULO_INFORME);
  doc.moveDown(0.2).font('Helvetica').fontSize(10).fillColor(GRIS).text(subtitulo(encabezado));
  doc.moveDown(1);
  if (encabezado.totalProcesos === 0) doc.fillColor(AZUL).text(SIN_PROCESOS);

  const ancho = () => doc.page.width - 2 * MARGEN;

  return {
    async escribir(filas: FilaInforme[]) {
      for (const fila of filas) {
        const lineas = lineasProceso(fila, encabezado.fuentes);
        // Keep a case's heading with its first lines: start a page when little room is left.
        if (doc.y > doc.page.height - MARGEN - 90) doc.addPage();
        doc.x = MARGEN;
        doc.font('Helvetica-Bold').fontSize(11).fillColor(AZUL).text(tituloProceso(fila), { width: ancho() });
        doc.moveDown(0.2);
        for (const linea of lineas) {
          doc
            .fontSize(9)
            .font('Helvetica-Bold')
            .fillColor(AZUL)
            .text(`${linea.etiqueta}: `, { continued: true, width: ancho() })
            .font('Helvetica')
            .fillColor('#111827')
            .text(linea.valor);
        }
        doc.moveDown(0.8);
      }
    },
    async terminar() {
      doc.end();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
