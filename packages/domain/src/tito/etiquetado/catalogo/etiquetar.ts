/**
 * Labels the catalogue by the written guideline (../README.md), in two steps: `nombres.tsv` decides
 * every distinct CPNU name by hand (`1`, `0`, or `A1`/`A0`: the anotación decides, with that default),
 * and for the `A` names the anotación is read with the guideline's wording. It is the labeller, not
 * Tito: por-grabador.test.ts checks the committed labels are what it gives.
 * Run: `npx tsx etiquetar.ts <items.json> <salida.json>`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { espacios, type ItemLeido, plegar, rePy } from './comun.ts';

export interface Etiqueta {
  importante: boolean;
  familia: string;
  motivoEtiqueta: string;
}

const plegarTodo = (texto: string) => espacios(plegar(texto));

/** The hand decision for every distinct name: label, family, one-sentence reason. */
export const NOMBRES = new Map(
  readFileSync(new URL('./nombres.tsv', import.meta.url), 'utf8')
    .split('\n')
    .filter(Boolean)
    .map((linea) => {
      const [nombre, etiqueta, familia, motivo] = linea.split('\t');
      return [plegarTodo(nombre), { etiqueta, familia, motivo }] as const;
    }),
);

const MES =
  'enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|setiembre|octubre|noviembre|diciembre';
const FECHA_AUD = rePy(
  `\\b(fija|senala|senalo|reprograma|programa|convoca|cita)\\w* .{0,40}(fecha|audiencia|diligencia|remate)|(audiencia|diligencia|remate) .{0,60}(\\d{1,2} de (${MES})|\\d{1,2}/\\d{1,2}/\\d{2,4}|a las \\d)`,
);
const DECISION = rePy(
  '\\b(decreta|decretar|niega|negar|rechaza|rechazar|admite|admitir|inadmite|inadmitir|revoca|revocar|repone|reponer|no repone|concede|conceder|aprueba|aprobar|imparte aprobacion|modifica|modificar|declara|declarar|termina|terminar|da por terminado|levanta|levantar|levantamiento|requiere|requerir|conmina|corre(r)? traslado|traslado|(tener|tiene|tengase) por notificad[oa]s?|notificad[oa]s? por conducta|acepta|aceptar|reconoce (la )?cesion|no accede|accede|abstiene|suspende|suspender|reanuda|caucion|gastos|honorarios|previo a|so pena|libra|librar|mandamiento|sentencia|seguir adelante|aclara|corrige|adiciona|nulidad|desistimiento|emplazamiento|emplaza|emplazar|(no )?(se )?tiene(n)? en cuenta (el |la |los |las )?(abono|liquidacion)|secuestro|embargo|entrega de (los )?titulos|entregar (los )?titulos|remate|tener en cuenta|no tener en cuenta|se tiene en cuenta|no se tiene en cuenta|pone en conocimiento|poner en conocimiento|ordena (la )?entrega|ordena (el )?pago|ordena notificar|ordena seguir|obedezcase|estese|previo (a )?(resolver|decidir)|acredite|despacho comisorio|dc|comision|comisionar|saneamiento|control de legalidad|resuelve (el )?recurso)\\b',
);
const RUTINA_AN = rePy(
  'reconoce(r)? personeria|personeria|expedir copias|copias|oficiar|oficiese|agreguese|agrega|desglose|actuacion registrada el',
);
const TERMINO_EN_CONSTANCIA = rePy(
  'corre(r)? traslado|traslado .{0,30}(art|por el termino|por \\d)|fija(r)? en lista|se fija aviso|edicto',
);
// Representation only (guideline: personería, a power accepted, revoked or substituted, with nothing else).
const SOLO_PODER = rePy(
  '(no )?(se )?(acepta(r)?|revoca(r)?|reconoce(r)?|tiene por revocado) (la |el )?(renuncia|sustitucion|poder|revocatoria)( (de|del|al) poder)?',
  'g',
);

const ANULADA_AN = rePy('actuacion anulada|error en ingreso de la informacion');

const etiqueta = (importante: boolean, familia: string, motivoEtiqueta: string): Etiqueta => ({
  importante,
  familia,
  motivoEtiqueta,
});

/** The label of one (name, anotación); null when the name has no decision in nombres.tsv. */
export function etiquetar(actuacion: string, anotacion: string | null): Etiqueta | null {
  const n = plegarTodo(actuacion);
  const a = plegarTodo(anotacion ?? '');
  const decision = NOMBRES.get(n);
  if (!decision) return null;
  const { etiqueta: l, familia: fam, motivo: mot } = decision;
  // Guideline: an actuación annulled or loaded by mistake is not news, whatever its name.
  if (ANULADA_AN.test(a)) return etiqueta(false, 'tramite', 'Actuación anulada o cargada por error.');
  // A date of a hearing, diligence or remate in the anotación of any secretarial entry (not a party's filing).
  if (
    l === '0' &&
    fam !== 'memorial' &&
    !n.startsWith('al despacho') &&
    !n.startsWith('memorial') &&
    FECHA_AUD.test(a)
  )
    return etiqueta(
      true,
      'audiencia',
      'La anotación comunica la fecha de una audiencia, diligencia o remate.',
    );
  if (l === '0' || l === '1') return etiqueta(l === '1', fam, mot);
  if (fam === 'comunicacion')
    return FECHA_AUD.test(a)
      ? etiqueta(true, 'audiencia', 'La comunicación lleva la fecha de una audiencia o diligencia.')
      : etiqueta(false, 'comunicacion', 'Comunicación de secretaría sin fecha de audiencia.');
  if (FECHA_AUD.test(a))
    return etiqueta(true, 'audiencia', 'La anotación fija o comunica una audiencia, diligencia o remate.');
  if (fam === 'estado')
    return DECISION.test(a) && !a.includes('actuacion registrada')
      ? etiqueta(true, 'estado', 'La anotación del estado trae la decisión.')
      : etiqueta(false, 'estado', 'Fijación en estado sin la providencia en la anotación.');
  // 'Constancia Secretarial.' (the execution offices' spelling, with a full stop) is the same entry.
  if (/^constancia secretarial\.?$/.test(n))
    return TERMINO_EN_CONSTANCIA.test(a)
      ? etiqueta(true, 'generico', 'La constancia deja correr un traslado o un término para las partes.')
      : etiqueta(false, 'tramite', 'Constancia secretarial sin fecha, decisión ni término para las partes.');
  let sinPoder = a.replace(SOLO_PODER, ' ');
  if (/poder|personeria|apoderado/.test(n))
    sinPoder = sinPoder.replace(/^[( ]*(se )?acepta(da)?[ .)]*$/, ' ');
  const decide = DECISION.test(sinPoder);
  if (l === 'A1') {
    if (a && RUTINA_AN.test(a) && !decide)
      return etiqueta(false, 'tramite', 'La anotación muestra solo trámite (personería, copias, oficios).');
    return etiqueta(
      true,
      'generico',
      decide ? 'La anotación muestra una decisión o un término para las partes.' : mot,
    );
  }
  return decide
    ? etiqueta(true, 'generico', 'La anotación muestra una decisión o un término para las partes.')
    : etiqueta(false, 'tramite', 'La anotación no muestra decisión ni término para las partes.');
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const [entrada, salida] = process.argv.slice(2);
  if (!entrada || !salida) throw new Error('Uso: npx tsx etiquetar.ts <items.json> <salida.json>');
  const items = JSON.parse(readFileSync(entrada, 'utf8')) as ItemLeido[];
  const sinDecision = items.filter((item) => !etiquetar(item.actuacion, item.anotacion));
  if (sinDecision.length > 0)
    throw new Error(
      `Nombres sin decisión en nombres.tsv: ${[...new Set(sinDecision.map((i) => i.actuacion))]}`,
    );
  const etiquetados = items.map((item) => ({ ...item, ...etiquetar(item.actuacion, item.anotacion) }));
  writeFileSync(salida, JSON.stringify(etiquetados));
  console.log(`${etiquetados.filter((item) => item.importante).length} importantes de ${etiquetados.length}`);
}
