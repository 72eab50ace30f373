/**
 * The report as a Word document (seed 000 §9 report type 'word').
 *
 * The docx package writes the document's frame — styles, settings, the title and subtitle — around
 * one marker paragraph. docx builds every paragraph as objects before packing, which for 5,000
 * cases took 38 s and 700 MB; so the cases' paragraphs are written here as WordprocessingML text,
 * a page of cases at a time, straight into the rewritten package's deflate stream where the marker
 * was (fflate reads the frame and writes the package as it streams). Layout: see
 * bloques-informe.ts; the heading style is docx's own Heading2.
 */
import { Document, HeadingLevel, Packer, Paragraph } from 'docx';
import { strToU8, unzipSync, Zip, ZipDeflate } from 'fflate';
import { lineasProceso, SIN_PROCESOS, subtitulo, TITULO_INFORME, tituloProceso } from './bloques-informe.ts';
import type { EncabezadoInforme, EscritorInforme, FilaInforme } from './escritor.ts';

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
  const salida: Uint8Array[] = [];
  let error: Error | null = null;
  let cerrar: () => void = () => {};
  const terminado = new Promise<void>((resolve) => {
    cerrar = resolve;
  });
  const zip = new Zip((fallo, chunk, final) => {
    if (fallo) error = fallo;
    else salida.push(chunk);
    if (fallo || final) cerrar();
  });
  const documento = new ZipDeflate(DOCUMENTO, { level: 6 });
  const write = (text: string) => documento.push(strToU8(text));

  // The frame's entries go in in their order; document.xml streams where it stood, and fflate
  // holds the entries after it until it is finished.
  const paquete = marco(encabezado).then((frame) => {
    const entradas = unzipSync(frame);
    const xml = entradas[DOCUMENTO];
    if (!xml) throw new Error('Informe Word: el paquete no trae word/document.xml');
    const partes = partir(Buffer.from(xml).toString('utf8'));
    const despues: [string, Uint8Array][] = [];
    let antesDelDocumento = true;
    for (const [nombre, datos] of Object.entries(entradas)) {
      if (nombre === DOCUMENTO) {
        zip.add(documento);
        antesDelDocumento = false;
      } else if (antesDelDocumento) agregar(zip, nombre, datos);
      else despues.push([nombre, datos]);
    }
    write(partes.antes);
    return { despues, cola: partes.despues };
  });

  return {
    async escribir(filas: FilaInforme[]) {
      await paquete;
      write(filas.map((fila) => procesoXml(fila, encabezado.fuentes)).join(''));
    },
    async terminar() {
      const { despues, cola } = await paquete;
      documento.push(strToU8(cola), true);
      for (const [nombre, datos] of despues) agregar(zip, nombre, datos);
      zip.end();
      await terminado;
      if (error) throw error;
      return Buffer.concat(salida);
    },
  };
}

function agregar(zip: Zip, nombre: string, datos: Uint8Array): void {
  const entrada = new ZipDeflate(nombre, { level: 6 });
  zip.add(entrada);
  entrada.push(datos, true);
}
