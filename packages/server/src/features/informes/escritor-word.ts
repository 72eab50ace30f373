/**
 * The report as a Word document (seed 000 §9 report type 'word').
 *
 * The docx package writes the document's frame — styles, settings, the title and subtitle — around
 * one marker paragraph. docx builds every paragraph as objects before packing, which for 5,000
 * cases took 38 s and 700 MB; so the cases' paragraphs are written here as WordprocessingML text,
 * a page of cases at a time, straight into a deflate stream, and put where the marker was when the
 * package is rewritten (zip.ts). Layout: see bloques-informe.ts; the heading style is docx's own
 * Heading2.
 */
import { crc32, createDeflateRaw } from 'node:zlib';
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { lineasProceso, SIN_PROCESOS, subtitulo, TITULO_INFORME, tituloProceso } from './bloques-informe.ts';
import type { EncabezadoInforme, EscritorInforme, FilaInforme } from './build-informe.ts';
import { escribirZip, leerZip } from './zip.ts';

const DOCUMENTO = 'word/document.xml';
const MARCA = 'PROCESOS-DEL-INFORME';

const xmlText = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;').replaceAll('"', '&quot;');

const run = (text: string, bold = false) =>
  `<w:r>${bold ? '<w:rPr><w:b/><w:bCs/></w:rPr>' : ''}<w:t xml:space="preserve">${xmlText(text)}</w:t></w:r>`;

/** A value's lines as runs separated by line breaks (the summary keeps its lines). */
const valorRuns = (valor: string) =>
  valor
    .split('\n')
    .map((linea) => run(linea))
    .join('<w:r><w:br/></w:r>');

export function procesoXml(fila: FilaInforme, fuentes: string[]): string {
  const titulo = `<w:p><w:pPr><w:pStyle w:val="Heading2"/><w:keepNext/></w:pPr>${run(tituloProceso(fila))}</w:p>`;
  const lineas = lineasProceso(fila, fuentes).map(
    (linea) =>
      `<w:p><w:pPr><w:keepLines/></w:pPr>${run(`${linea.etiqueta}: `, true)}${valorRuns(linea.valor)}</w:p>`,
  );
  return titulo + lineas.join('');
}

async function marco(encabezado: EncabezadoInforme): Promise<Buffer> {
  const children = [
    new Paragraph({ text: TITULO_INFORME, heading: HeadingLevel.TITLE }),
    new Paragraph({ text: subtitulo(encabezado), spacing: { after: 240 } }),
    ...(encabezado.totalProcesos === 0 ? [new Paragraph({ text: SIN_PROCESOS })] : []),
    new Paragraph({ text: MARCA }),
  ];
  const document = new Document({
    creator: 'Expediente Digital',
    title: TITULO_INFORME,
    styles: { default: { document: { run: { font: 'Calibri', size: 21 } } } },
    // docx's default styles include Heading2, which the cases' headings use.
    sections: [{ children }],
  });
  return Packer.toBuffer(document);
}

/** The frame's document.xml cut around the marker paragraph. */
function partir(xml: string): { antes: string; despues: string } {
  const at = xml.indexOf(MARCA);
  const start = Math.max(xml.lastIndexOf('<w:p>', at), xml.lastIndexOf('<w:p ', at));
  const end = xml.indexOf('</w:p>', at) + '</w:p>'.length;
  if (at < 0 || start < 0) throw new Error('Informe Word: no se encontró la marca en el documento');
  return { antes: xml.slice(0, start), despues: xml.slice(end) };
}

export function crearEscritorWord(encabezado: EncabezadoInforme): EscritorInforme {
  const deflate = createDeflateRaw();
  const comprimido: Buffer[] = [];
  deflate.on('data', (chunk: Buffer) => comprimido.push(chunk));
  const ended = new Promise<void>((resolve, reject) => {
    deflate.on('end', resolve);
    deflate.on('error', reject);
  });
  let crc = 0;
  let tamano = 0;
  const write = (text: string) => {
    const bytes = Buffer.from(text, 'utf8');
    crc = crc32(bytes, crc);
    tamano += bytes.length;
    deflate.write(bytes);
  };
  const paquete = marco(encabezado).then((zip) => {
    const entradas = leerZip(zip);
    const documento = entradas.find((entrada) => entrada.nombre === DOCUMENTO);
    if (!documento) throw new Error('Informe Word: el paquete no trae word/document.xml');
    const partes = partir(documento.datos.toString('utf8'));
    write(partes.antes);
    return { entradas, despues: partes.despues };
  });

  return {
    async escribir(filas: FilaInforme[]) {
      await paquete;
      write(filas.map((fila) => procesoXml(fila, encabezado.fuentes)).join(''));
    },
    async terminar() {
      const { entradas, despues } = await paquete;
      write(despues);
      deflate.end();
      await ended;
      return escribirZip(
        entradas.map((entrada) =>
          entrada.nombre === DOCUMENTO ? { nombre: DOCUMENTO, comprimido, crc, tamano } : entrada,
        ),
      );
    },
  };
}
