/**
 * Builds small but real .xlsx workbooks for the upload tests. read-excel-file cannot write, so the
 * file is assembled here: the OOXML parts a spreadsheet needs (content types, relationships,
 * workbook, shared strings, one sheet per entry), deflated with node:zlib into a standard ZIP
 * (local headers, central directory, CRC-32). Excel and LibreOffice open the result.
 */
import { crc32, deflateRawSync } from 'node:zlib';

/** A cell is text (shared string) or a number (written as Excel writes it, e.g. '1.1E+22'). */
export type FixtureCell = string | { number: string } | null;
export type FixtureSheet = FixtureCell[][];

const xml = (body: string) => `<?xml version="1.0" encoding="UTF-8" standalone="yes"?>\n${body}`;
const escapeXml = (value: string) =>
  value.replaceAll('&', '&amp;').replaceAll('<', '&lt;').replaceAll('>', '&gt;');
const column = (index: number) => String.fromCharCode(65 + index);

function sheetXml(rows: FixtureSheet, strings: string[]): string {
  const rowXml = rows
    .map((cells, r) => {
      const cellXml = cells
        .map((cell, c) => {
          const ref = `${column(c)}${r + 1}`;
          if (cell === null) return '';
          if (typeof cell === 'string') {
            strings.push(cell);
            return `<c r="${ref}" t="s"><v>${strings.length - 1}</v></c>`;
          }
          return `<c r="${ref}"><v>${cell.number}</v></c>`;
        })
        .join('');
      return `<row r="${r + 1}">${cellXml}</row>`;
    })
    .join('');
  return xml(
    `<worksheet xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main"><sheetData>${rowXml}</sheetData></worksheet>`,
  );
}

export function xlsxParts(sheets: FixtureSheet[]): Record<string, string> {
  const strings: string[] = [];
  const sheetParts = Object.fromEntries(
    sheets.map((rows, index) => [`xl/worksheets/sheet${index + 1}.xml`, sheetXml(rows, strings)]),
  );
  const ids = sheets.map((_, index) => index + 1);
  return {
    '[Content_Types].xml': xml(
      `<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml"/><Override PartName="/xl/sharedStrings.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.sharedStrings+xml"/>${ids
        .map(
          (id) =>
            `<Override PartName="/xl/worksheets/sheet${id}.xml" ContentType="application/vnd.openxmlformats-officedocument.spreadsheetml.worksheet+xml"/>`,
        )
        .join('')}</Types>`,
    ),
    '_rels/.rels': xml(
      '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="xl/workbook.xml"/></Relationships>',
    ),
    'xl/workbook.xml': xml(
      `<workbook xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" xmlns:r="http://schemas.openxmlformats.org/officeDocument/2006/relationships"><sheets>${ids
        .map((id) => `<sheet name="Hoja${id}" sheetId="${id}" r:id="rId${id}"/>`)
        .join('')}</sheets></workbook>`,
    ),
    'xl/_rels/workbook.xml.rels': xml(
      `<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">${ids
        .map(
          (id) =>
            `<Relationship Id="rId${id}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/worksheet" Target="worksheets/sheet${id}.xml"/>`,
        )
        .join(
          '',
        )}<Relationship Id="rId${ids.length + 1}" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    ),
    ...sheetParts,
    'xl/sharedStrings.xml': xml(
      `<sst xmlns="http://schemas.openxmlformats.org/spreadsheetml/2006/main" count="${strings.length}" uniqueCount="${strings.length}">${strings
        .map((value) => `<si><t>${escapeXml(value)}</t></si>`)
        .join('')}</sst>`,
    ),
  };
}

/**
 * A ZIP archive (PKWARE APPNOTE 4.3.7, deflate method 8, no data descriptors). `lie` makes both
 * headers declare a smaller uncompressed size than the entry really has, as a hostile file would.
 */
/** An entry already deflated (e.g. hundreds of MB streamed through zlib), with its size and CRC. */
export interface DeflatedEntry {
  deflated: Buffer;
  size: number;
  crc: number;
}

export function zip(files: Record<string, string | DeflatedEntry>, lie?: { declaredSize: number }): Buffer {
  const locals: Buffer[] = [];
  const centrals: Buffer[] = [];
  let offset = 0;
  for (const [name, content] of Object.entries(files)) {
    const raw = typeof content === 'string' ? Buffer.from(content, 'utf8') : null;
    const data = raw ? deflateRawSync(raw) : (content as DeflatedEntry).deflated;
    const size = raw ? raw.length : (content as DeflatedEntry).size;
    const nameBytes = Buffer.from(name, 'utf8');
    const crc = raw ? crc32(raw) : (content as DeflatedEntry).crc;
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed
    local.writeUInt16LE(0, 6); // flags
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(0, 10); // time and date
    local.writeUInt32LE(crc, 14);
    local.writeUInt32LE(data.length, 18);
    local.writeUInt32LE(lie?.declaredSize ?? size, 22);
    local.writeUInt16LE(nameBytes.length, 26);
    local.writeUInt16LE(0, 28);
    const central = Buffer.alloc(46);
    central.writeUInt32LE(0x02014b50, 0);
    central.writeUInt16LE(20, 4); // made by
    central.writeUInt16LE(20, 6); // needed
    central.writeUInt16LE(0, 8);
    central.writeUInt16LE(8, 10);
    central.writeUInt32LE(0, 12);
    central.writeUInt32LE(crc, 16);
    central.writeUInt32LE(data.length, 20);
    central.writeUInt32LE(lie?.declaredSize ?? size, 24);
    central.writeUInt16LE(nameBytes.length, 28);
    central.writeUInt32LE(offset, 42); // local header offset; other fields stay 0
    locals.push(local, nameBytes, data);
    centrals.push(central, nameBytes);
    offset += local.length + nameBytes.length + data.length;
  }
  const directory = Buffer.concat(centrals);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  const count = Object.keys(files).length;
  end.writeUInt16LE(count, 8);
  end.writeUInt16LE(count, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...locals, directory, end]);
}

export function buildXlsx(sheets: FixtureSheet[]): Buffer {
  return zip(xlsxParts(sheets));
}

/** A multipart/form-data body with one file part, as a browser's FormData would send it. */
export function multipartBody(filename: string, content: Buffer, contentType: string) {
  const boundary = `----expediente${Math.random().toString(16).slice(2)}`;
  const head = Buffer.from(
    `--${boundary}\r\nContent-Disposition: form-data; name="archivo"; filename="${filename}"\r\nContent-Type: ${contentType}\r\n\r\n`,
  );
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return {
    payload: Buffer.concat([head, content, tail]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}` },
  };
}
