/**
 * The report as an Excel workbook, written with exceljs's streaming writer: each page of cases is
 * committed (serialised into the zip stream) as it arrives, so rows never pile up as objects.
 * The radicado is a text cell (23 digits as a number would lose digits and show 1,1E+22); dates
 * are real dates shown dd/mm/yyyy, so they sort and filter as dates. Every other value is written
 * as a string cell, which Excel never evaluates: a party called '=HYPERLINK(…)' stays text.
 * The case's pending término is the card's (terminos/termino-pendiente.ts).
 */
import { PassThrough } from 'node:stream';
import ExcelJS from 'exceljs';
import { columnas, type EncabezadoInforme, type EscritorInforme, type FilaInforme } from './escritor.ts';

export const FORMATO_FECHA = 'dd/mm/yyyy';

/** 'dd/mm/yyyy' → that calendar day at 00:00 UTC, which exceljs stores as the whole day's serial. */
export function diaComoFecha(dia: string | null): Date | null {
  const match = dia ? /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dia) : null;
  if (!match) return null;
  return new Date(Date.UTC(Number(match[3]), Number(match[2]) - 1, Number(match[1])));
}

export function crearEscritorExcel(encabezado: EncabezadoInforme): EscritorInforme {
  const stream = new PassThrough();
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    stream.on('end', resolve);
    stream.on('error', reject);
  });
  const workbook = new ExcelJS.stream.xlsx.WorkbookWriter({
    stream,
    useStyles: true,
    useSharedStrings: false,
  });
  workbook.creator = 'Expediente Digital';
  workbook.created = new Date();
  const sheet = workbook.addWorksheet('Procesos', {
    views: [{ state: 'frozen', ySplit: 1 }],
    // Printed, the table is wide: landscape, every column on the page's width (as many pages down
    // as it takes), and the title row repeated on each page.
    pageSetup: {
      orientation: 'landscape',
      fitToPage: true,
      fitToWidth: 1,
      fitToHeight: 0,
      printTitlesRow: '1:1',
    },
  });
  const titulos = columnas(encabezado.fuentes);
  const fechas = new Set(titulos.flatMap((titulo, index) => (titulo.includes('fecha') ? [index + 1] : [])));
  sheet.columns = titulos.map((titulo, index) => ({
    key: String(index),
    width: index === 0 ? 26 : fechas.has(index + 1) ? 14 : titulo === 'Resumen' ? 60 : 24,
    style:
      index === 0
        ? { numFmt: '@' }
        : fechas.has(index + 1)
          ? { numFmt: FORMATO_FECHA }
          : titulo === 'Resumen'
            ? { alignment: { wrapText: true, vertical: 'top' } }
            : {},
  }));
  // `columns` with a header would write it without styles; the title row is written by hand.
  const header = sheet.addRow(titulos);
  header.font = { bold: true };
  header.fill = { type: 'pattern', pattern: 'solid', fgColor: { argb: 'FFE9EDF7' } };
  header.commit();
  sheet.autoFilter = { from: { row: 1, column: 1 }, to: { row: 1, column: titulos.length } };

  return {
    async escribir(filas: FilaInforme[]) {
      for (const fila of filas) {
        sheet
          .addRow([
            fila.radicado,
            fila.ciudad,
            fila.despacho,
            fila.clase,
            fila.demandantes,
            fila.demandados,
            fila.etiqueta,
            fila.etapa,
            diaComoFecha(fila.terminoVence),
            fila.terminoRegla,
            ...fila.fuentes.flatMap((fuente) => [fuente.estado, diaComoFecha(fuente.fechaUltimaActuacion)]),
            fila.fuenteUltimoCambio,
            diaComoFecha(fila.fechaUltimoCambio),
            fila.resumen,
          ])
          .commit();
      }
    },
    async terminar() {
      sheet.commit();
      await workbook.commit();
      await ended;
      return Buffer.concat(chunks);
    },
  };
}
