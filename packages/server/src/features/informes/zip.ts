/**
 * Just enough ZIP (PKWARE APPNOTE 4.3) for the Word report: read the entries of the small package
 * the docx library writes, and write a package whose largest entry arrives already compressed
 * (deflated as it was produced). No ZIP64: the report stays far below 4 GB.
 */
import { crc32, deflateRawSync, inflateRawSync } from 'node:zlib';

export interface EntradaZip {
  nombre: string;
  datos: Buffer;
}

/** An entry whose data is already raw-deflated, with the CRC-32 and size of the original bytes. */
export interface EntradaComprimida {
  nombre: string;
  comprimido: Buffer[];
  crc: number;
  tamano: number;
}

export function leerZip(zip: Buffer): EntradaZip[] {
  let fin = zip.length - 22;
  while (fin >= 0 && zip.readUInt32LE(fin) !== 0x06054b50) fin -= 1;
  if (fin < 0) throw new Error('ZIP sin directorio central');
  const total = zip.readUInt16LE(fin + 10);
  let cursor = zip.readUInt32LE(fin + 16);
  const entradas: EntradaZip[] = [];
  for (let index = 0; index < total; index += 1) {
    if (zip.readUInt32LE(cursor) !== 0x02014b50) throw new Error('ZIP: directorio central dañado');
    const metodo = zip.readUInt16LE(cursor + 10);
    const comprimido = zip.readUInt32LE(cursor + 20);
    const largoNombre = zip.readUInt16LE(cursor + 28);
    const largoExtra = zip.readUInt16LE(cursor + 30);
    const largoComentario = zip.readUInt16LE(cursor + 32);
    const local = zip.readUInt32LE(cursor + 42);
    const nombre = zip.toString('utf8', cursor + 46, cursor + 46 + largoNombre);
    const inicio = local + 30 + zip.readUInt16LE(local + 26) + zip.readUInt16LE(local + 28);
    const datos = zip.subarray(inicio, inicio + comprimido);
    entradas.push({ nombre, datos: metodo === 8 ? inflateRawSync(datos) : Buffer.from(datos) });
    cursor += 46 + largoNombre + largoExtra + largoComentario;
  }
  return entradas;
}

function comprimir(entrada: EntradaZip): EntradaComprimida {
  return {
    nombre: entrada.nombre,
    comprimido: [deflateRawSync(entrada.datos)],
    crc: crc32(entrada.datos),
    tamano: entrada.datos.length,
  };
}

/** MS-DOS time and date of now (the fields every ZIP entry carries). */
function fechaDos(now = new Date()): { hora: number; fecha: number } {
  return {
    hora: (now.getHours() << 11) | (now.getMinutes() << 5) | Math.floor(now.getSeconds() / 2),
    fecha: ((now.getFullYear() - 1980) << 9) | ((now.getMonth() + 1) << 5) | now.getDate(),
  };
}

export function escribirZip(entradas: (EntradaZip | EntradaComprimida)[]): Buffer {
  const { hora, fecha } = fechaDos();
  const partes: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const original of entradas) {
    const entrada = 'datos' in original ? comprimir(original) : original;
    const nombre = Buffer.from(entrada.nombre, 'utf8');
    const largo = entrada.comprimido.reduce((sum, chunk) => sum + chunk.length, 0);
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4); // version needed: deflate
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt16LE(hora, 10);
    local.writeUInt16LE(fecha, 12);
    local.writeUInt32LE(entrada.crc >>> 0, 14);
    local.writeUInt32LE(largo, 18);
    local.writeUInt32LE(entrada.tamano, 22);
    local.writeUInt16LE(nombre.length, 26);
    const cabecera = Buffer.alloc(46);
    cabecera.writeUInt32LE(0x02014b50, 0);
    cabecera.writeUInt16LE(20, 4);
    cabecera.writeUInt16LE(20, 6);
    cabecera.writeUInt16LE(0x0800, 8);
    cabecera.writeUInt16LE(8, 10);
    cabecera.writeUInt16LE(hora, 12);
    cabecera.writeUInt16LE(fecha, 14);
    cabecera.writeUInt32LE(entrada.crc >>> 0, 16);
    cabecera.writeUInt32LE(largo, 20);
    cabecera.writeUInt32LE(entrada.tamano, 24);
    cabecera.writeUInt16LE(nombre.length, 28);
    cabecera.writeUInt32LE(offset, 42);
    partes.push(local, nombre, ...entrada.comprimido);
    central.push(cabecera, nombre);
    offset += 30 + nombre.length + largo;
  }
  const tamanoCentral = central.reduce((sum, chunk) => sum + chunk.length, 0);
  const fin = Buffer.alloc(22);
  fin.writeUInt32LE(0x06054b50, 0);
  fin.writeUInt16LE(entradas.length, 8);
  fin.writeUInt16LE(entradas.length, 10);
  fin.writeUInt32LE(tamanoCentral, 12);
  fin.writeUInt32LE(offset, 16);
  return Buffer.concat([...partes, ...central, fin]);
}
