/**
 * Merges the pairs extraer.ts read from CachorroC/tester and CachorroC/datos, masks personal data
 * in the anotaciones and keeps one item per distinct (name, anotación) (issue 19 catalogue). Run:
 * `npx tsx catalogo.ts <tester.json> <datos.json> <salida.json> [lista de palabras]`; the word list
 * is Debian's `wspanish` (/usr/share/dict/spanish).
 *
 * The masking is a heuristic that over-masks rather than under-masks: a word that is neither
 * Spanish, nor a word of the actuación names, nor seen in six or more processes is taken for a name
 * (see PROCEDENCIA.md). Only the two texts and the counts leave this script.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import {
  clave,
  espacios,
  type ItemLeido,
  type ParLeido,
  plegar,
  primeros,
  rePy,
  sinEspaciosExtremos,
} from './comun.ts';

// CachorroC: `<tester.json> <datos.json> <salida.json> [palabras]`. Another recorder, masked on its
// own (its word frequencies are its own): `--repo <owner/name> <pares.json> <salida.json> [palabras]`.
const argumentos = process.argv.slice(2);
const otroGrabador = argumentos[0] === '--repo';
const [rutaTester, rutaDatos, salida, rutaPalabras = '/usr/share/dict/spanish'] = otroGrabador
  ? [argumentos[2], '', argumentos[3], argumentos[4]]
  : argumentos;
if (!rutaTester || (!otroGrabador && !rutaDatos) || !salida)
  throw new Error(
    'Uso: npx tsx catalogo.ts <tester.json> <datos.json> <salida.json> [palabras] | --repo <owner/name> <pares.json> <salida.json> [palabras]',
  );

type Par = ParLeido & { repo: string };
const leer = (ruta: string, repo: string): Par[] =>
  (JSON.parse(readFileSync(ruta, 'utf8')) as ParLeido[]).map((par) => ({ ...par, repo }));
const pares = otroGrabador
  ? leer(rutaTester, argumentos[1])
  : [...leer(rutaTester, 'CachorroC/tester'), ...leer(rutaDatos, 'CachorroC/datos')];

const TOK = /[A-Za-zÁÉÍÓÚÜÑáéíóúüñ]+/g;
const tokens = (texto: string) => texto.match(TOK) ?? [];

// In how many processes each (folded) word of the anotaciones appears.
const procesosDe = new Map<string, Set<string>>();
for (const par of pares)
  for (const token of new Set(tokens(par.anotacion).map(plegar))) {
    const conjunto = procesosDe.get(token) ?? new Set<string>();
    for (const proceso of par.procesos) conjunto.add(proceso);
    procesosDe.set(token, conjunto);
  }
console.log('procesos', new Set(pares.flatMap((par) => par.procesos)).size);

const DIC = new Set(
  readFileSync(rutaPalabras, 'utf8')
    .split(/\r\n|\r|\n/)
    .map((palabra) => plegar(palabra.trim())),
);
for (const par of pares) for (const token of tokens(par.actuacion)) DIC.add(plegar(token));
for (const palabra of 'reprograma reprogramar reprogramada reprogramo reprogramacion feb ene abr ago sept oct nov dic virtual teams lifesize cgp art arts sas ltda cpc cpaca of fl fls no nro ccgp dian rues pdf link https http www gov co ramajudicial sic rad auto autos oficios desglose secuestre avaluo reloj radicador solucitud pertinente emplazamiento remanentes liquidacion ejecutoria inadmite subsanar traslado anexo anexos cuaderno cuadernos expediente digitalizacion correo electronico juzgado despacho memorial personeria cesion apoderado apoderada curador curaduria acta tutela pagare titulo titulos deposito depositos conciliacion audiencia diligencia remate caucion paz salvo embargo desembargo oficio oficiese notificacion notifiquese requiere requerir fijese decreta decretase ordena ordenase cumplase agreguese reconocese tengase'.split(
  ' ',
))
  DIC.add(palabra);

/** Names seen in the anotaciones that are also Spanish words or frequent ones (Carmen, Diana…). */
const NOMBRES = new Set(
  'suarez ramirez munoz william cecilia gomez rodriguez stefanny ortiz laura liliana avila jose cardenas isabel yadira jennyfer yelis romel wendy karen giovanny cristian arias alejandra triana julied castellanos medina mario felipe linares riano natyc daniel marisol zulmak hernandez andrea john rojas tatiana julian paola kathy jesica sonia estefania diaz sanchez estefpany paula jhz daniela natalia nubia jairo cindy gonzalez elena murillo michael bernal lorenaleon ericson jeimy ariza henri lugo aldana danielar paulaa cifuentes marangureng gutierrez marcela juanmanuel oscar hames martinez leidy henrybernal prias trivino nelson lara robayo reyes linamartin poveda erika tarazona jhonathan genes yanina tenjo karenmm hoyos geraldine henribernal davidsanchez dianad gaviria giraldo aranguren natycometaa rysasesorjuridico gmail camilo carmen diana luis andres marino maria helena jessica angelica amado rincon romero rueda gamba claudia escobar juan rivera carlos luz ana rosa angela patricia sandra lina roa eslava pico claudia fernando jorge pedro manuel david alejandro ricardo alberto eduardo javier miguel martha lorena monica adriana yolanda gloria blanca ruth esperanza pilar alba mercedes jimena lucia plata mateo torres garcia castro serrano rocio tirado cielo pineda luisa lopez'.split(
    ' ',
  ),
);
const FRECUENTES = new Set(
  [...procesosDe].filter(([token, procesos]) => procesos.size >= 6 && !NOMBRES.has(token)).map(([t]) => t),
);
const TERMINACIONES =
  'aron ieron aban ando iendo ados adas idos idas ado ada ido ida amos emos imos an en as es a e o on io ase ese ese se'.split(
    ' ',
  );

function conocida(palabra: string): boolean {
  const f = plegar(palabra);
  if (NOMBRES.has(f)) return false;
  if (
    DIC.has(f) ||
    FRECUENTES.has(f) ||
    DIC.has(f.replace(/s+$/, '')) ||
    (f.endsWith('es') && DIC.has(f.slice(0, -2)))
  )
    return true;
  // Verb forms the word list lacks ('reprograma', 'comparecieron'): their infinitive is in it.
  for (const terminacion of TERMINACIONES)
    if (f.endsWith(terminacion) && f.length - terminacion.length >= 3) {
      const raiz = f.slice(0, -terminacion.length);
      if (['ar', 'er', 'ir'].some((infinitivo) => DIC.has(raiz + infinitivo))) return true;
    }
  return false;
}

const LEGAL = new Set<string>();
for (const par of pares) for (const token of tokens(par.actuacion)) LEGAL.add(plegar(token));
for (const palabra of 'quien que como de del la el los las en y con para por se al a su sus parte actora demandante demandada demandado apoderado apoderada judicial sustituto sustituta vs contra sas s ltda banco bancolombia davivienda cesionario cesionaria terminos fines mandato no sociedad'.split(
  ' ',
))
  LEGAL.add(palabra);

const MAYUS = '[A-ZÁÉÍÓÚÑ][A-Za-zÁÉÍÓÚÑáéíóúñ]+';
const OMITIDO_ANTES = rePy(`(\\(…\\)[ ,]*)(${MAYUS})`, 'g');
const OMITIDO_DESPUES = rePy(`(${MAYUS})([ ,]*\\(…\\))`, 'g');
const TITULO = rePy(
  `\\b(Dr|Dra|DR|DRA|Doctor|Doctora|DOCTOR|DOCTORA|abogad[oa]|ABOGAD[OA]|Señor|Señora|SEÑOR|SEÑORA|Sr|Sra)(\\.|\\b)( \\(a\\)\\.?)?((\\s+${MAYUS}){1,4})`,
  'g',
);
const OMITIDOS_SEGUIDOS = rePy('(\\(…\\)[\\s,.]*){2,}', 'g');

/** A capitalised word next to a masked one, or after a title, is most likely the rest of a name. */
function juntoAOmitido(texto: string): string {
  let s = texto;
  for (let vuelta = 0; vuelta < 4; vuelta++) {
    s = s.replace(
      OMITIDO_ANTES,
      (_, omitido: string, palabra: string) => omitido + (LEGAL.has(plegar(palabra)) ? palabra : '(…)'),
    );
    s = s.replace(
      OMITIDO_DESPUES,
      (_, palabra: string, omitido: string) => (LEGAL.has(plegar(palabra)) ? palabra : '(…)') + omitido,
    );
  }
  s = s.replace(
    TITULO,
    (_, titulo: string, punto: string, a: string | undefined) => `${titulo}${punto}${a ?? ''} (…)`,
  );
  return s.replace(OMITIDOS_SEGUIDOS, '(…) ');
}

const ENTIDAD = rePy('(Entidad o Señor\\(a\\): )[^\\n]*? - ', 'g');
const REMITENTE = rePy('(De:\\s*)[^<(/@]{1,60}?(?=\\s*[<(]|\\s*\\S+@)', 'g');
const CORREO = rePy('\\S+@\\S+', 'g');
const IDENTIDAD = rePy('\\b(c\\.?\\s?c\\.?|nit|cedula|cédula)\\s*(no\\.?\\s*)?[\\d][\\d.,\\s-]{4,}', 'gi');
const NUMERO_LARGO = rePy('\\d{6,}', 'g');
const NUMERO_CON_PUNTOS = rePy('\\d{1,3}(?:\\.\\d{3}){2,}', 'g');
// Python's $ also matches before a final newline.
const FIRMA = rePy('(//+|\\\\+|/)\\s*[A-Za-zÁÉÍÓÚÑáéíóúñ(…). ]{1,40}(?=\\n?$)', 'g');
const NO_ES_FIRMA = rePy('cuaderno|cd|folio|c\\d');
const COLA = rePy('(//+|\\\\+|/|\\*{2,}|-{2,}| - |\\.\\.\\.)\\s*([^/\\\\*\\d]{1,40})(?=\\n?$)', 'g');
const NO_ES_COLA = rePy(
  'cuaderno|cd|folio|c\\d|demanda|oficio|proceso|expediente|letra|despacho|estado|memorial|auto|traslado|pertinente',
);

export function limpiar(anotacion: string): string {
  let s = anotacion.replace(ENTIDAD, '$1(…) - ');
  s = s.replace(REMITENTE, '$1(…)');
  s = s.replace(CORREO, '(correo omitido)');
  s = s.replace(IDENTIDAD, (_, tipo: string) => `${tipo} (número omitido) `);
  s = s.replace(NUMERO_LARGO, '(número omitido)');
  s = s.replace(NUMERO_CON_PUNTOS, '(número omitido)');
  s = s.replace(TOK, (palabra) => (conocida(palabra) || palabra.length <= 2 ? palabra : '(…)'));
  s = juntoAOmitido(s);
  // A clerk's signature at the end ('// CLAUDIA E', '\\ Juan G.'): words only, no digits.
  s = s.replace(FIRMA, (todo: string, barra: string) =>
    NO_ES_FIRMA.test(plegar(todo)) ? todo : `${barra} (…)`,
  );
  s = s.replace(OMITIDOS_SEGUIDOS, '(…) ');
  for (let vuelta = 0; vuelta < 2; vuelta++)
    s = sinEspaciosExtremos(s).replace(COLA, (todo: string, separador: string, cola: string) =>
      espacios(cola).split(' ').filter(Boolean).length <= 4 && !NO_ES_COLA.test(plegar(cola))
        ? `${separador} (…)`
        : todo,
    );
  return primeros(espacios(s), 400);
}

interface Reunido extends Omit<ItemLeido, 'procesos'> {
  procesos: Set<string>;
}
const reunidos = new Map<string, Reunido>();
for (const par of pares) {
  const actuacion = espacios(par.actuacion);
  const anotacion = limpiar(par.anotacion);
  const llave = `${clave(actuacion)}\u0000${clave(anotacion)}`;
  const item = reunidos.get(llave) ?? {
    actuacion,
    anotacion,
    veces: 0,
    procesos: new Set<string>(),
    ruta: par.path,
    blob: par.blob,
    repo: par.repo,
  };
  item.veces += par.n;
  for (const proceso of par.procesos) item.procesos.add(proceso);
  reunidos.set(llave, item);
}
const porClave = (a: Reunido, b: Reunido) => {
  const ca = clave(a.actuacion);
  const cb = clave(b.actuacion);
  if (ca !== cb) return ca < cb ? -1 : 1;
  return b.veces - a.veces;
};
const items: ItemLeido[] = [...reunidos.values()]
  .sort(porClave)
  .map((item) => ({ ...item, procesos: item.procesos.size }));
writeFileSync(salida, JSON.stringify(items));
console.log(`${items.length} items, ${new Set(items.map((item) => clave(item.actuacion))).size} nombres`);
