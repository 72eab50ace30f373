/**
 * Clerks write the same actuación many ways: 'AUTO INT.', 'PROV.', 'NOTIF.', 'SENT.', 'LIQ.',
 * and misspell a few words often enough to matter ('suspención', 'embrago', 'causión').
 * Tito reads the normalised text (lower case, no accents, single spaces) with these spelled out, so
 * that every rule knows the abbreviation once instead of each rule listing it. The draft still
 * quotes what the court wrote.
 */
const SUSTITUCIONES: [RegExp, string][] = [
  [/\bauto int(er(loc(utorio)?)?)?\.\s?/g, 'auto interlocutorio '],
  [/\bauto sust?\.\s?/g, 'auto de sustanciacion '],
  [/\bprov(id)?\.\s?/g, 'providencia '],
  [/\bnotif\b\.?\s?/g, 'notificacion '],
  [/\bsent\.\s?/g, 'sentencia '],
  [/\bliq(uid)?\.\s?/g, 'liquidacion '],
  [/\bmod\.\s?/g, 'modifica '],
  [/\bdesp\.\s?comis/g, 'despacho comis'],
  [/(^|[^a-z])a\.\s?i\.\s?/g, '$1auto interlocutorio '],
  [/\bnot(ific)?\.\s?(?=personal|por |aviso|electr)/g, 'notificacion '],
  [/\blib\.\s?/g, 'libra '],
  [/\bmandam\.\s?/g, 'mandamiento '],
  [/\breq\.\s?/g, 'requiere '],
  [/\btrasl\.\s?/g, 'traslado '],
  [/\baud\.\s?/g, 'audiencia '],
  [/\bdilig\.\s?/g, 'diligencia '],
  [/\bexcep\.\s?/g, 'excepciones '],
  [/\bmed\.\s?(?=caut)/g, 'medidas '],
  [/\bcaut\.?(?=\s|$)/g, 'cautelares'],
  // Misspellings seen in real court registers, read as the word meant.
  [/suspenci/g, 'suspensi'],
  [/embrag/g, 'embarg'],
  [/\bcausion/g, 'caucion'],
  [/desestimiento/g, 'desistimiento'],
  [/\bsecuesto\b/g, 'secuestro'],
  [/\bnoti(fcacion|ficacon|ficaion|ficasion)\b/g, 'notificacion'],
  [/\btransacion\b/g, 'transaccion'],
  [/\bsentecia\b/g, 'sentencia'],
];

/** A cheap first test: most texts carry no abbreviation and no listed misspelling. */
const PUEDE_CAMBIAR = /\.|suspenc|embrag|causion|desestim|secuesto|notif|transacion|sentecia/;

/** The normalised text with clerks' abbreviations and frequent misspellings spelled out. */
export function expandir(normalizado: string): string {
  if (!PUEDE_CAMBIAR.test(normalizado)) return normalizado;
  let texto = normalizado;
  for (const [patron, reemplazo] of SUSTITUCIONES) texto = texto.replace(patron, reemplazo);
  return texto.replace(/\s+/g, ' ').trim();
}
