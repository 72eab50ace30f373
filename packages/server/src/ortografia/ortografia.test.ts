/**
 * Spelling check of what a person reads (issue 21, item 9): the web app's texts, the e-mails and
 * the domain's messages, against a Spanish dictionary (dictionary-es with nspell) and the product's
 * own words (palabras-propias.txt). A failure lists each misspelt word with file:line.
 */
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import dictionary from 'dictionary-es';
import nspell from 'nspell';
import { describe, expect, it } from 'vitest';
import { extraerTextos } from './extraer-textos.ts';
import { palabrasDeTexto, signosDeApertura } from './palabras.ts';

const here = path.dirname(fileURLToPath(import.meta.url));
const packages = path.resolve(here, '../../..');

/** Folders and files read: the web app, every e-mail template and the domain's messages. */
const FUENTES = ['web/src', 'server/src/mail/templates', 'domain/src'];
/**
 * Domain code whose strings match court texts as the courts write them (no tildes), and Tito's
 * labelling tools (the catalogue's page generator writes repository paths): not prose.
 */
const EXCLUIDOS = [
  'domain/src/matching/',
  'domain/src/calendario-judicial/audiencias.ts',
  'domain/src/tito/etiquetado/',
  // Clerks' abbreviations spelled out as normalised tokens (lower case, no tildes) for Tito's rules.
  'domain/src/tito/vocabulario.ts',
];
/**
 * Words the dictionary accepts as other words (mostly verb forms: 'termino', 'ultimo', 'pagina')
 * but that on a screen are the noun or adjective missing its tilde: 'término', 'último', 'página'.
 */
const SIN_TILDE = new Set([
  'ano',
  'articulo',
  'aun',
  'calculo',
  'limite',
  'mas',
  'numero',
  'pagina',
  'publico',
  'termino',
  'titulo',
  'tramite',
  'ultima',
  'ultimas',
  'ultimo',
  'ultimos',
  'valido',
]);

/**
 * Words that are API names or notation where they stand (a path segment, a call's name; in the
 * wire contract's OpenAPI descriptions, a date format and JSON's null; the date format a form asks
 * for), not prose.
 */
const NOMBRES_API = new Set([
  'web/src/features/control-cambios/components/revision/reglas-revision.ts Conclusion',
  'web/src/features/fuentes/source-form.ts Siugj',
  'domain/src/contrato/expedientes.ts dd',
  'domain/src/contrato/expedientes.ts mm',
  'domain/src/contrato/expedientes.ts aaaa',
  'domain/src/contrato/expedientes.ts null',
  'domain/src/contrato/cierres-judiciales.ts dd',
  'domain/src/contrato/cierres-judiciales.ts mm',
  'domain/src/contrato/cierres-judiciales.ts aaaa',
  'domain/src/contrato/resultado-consulta.ts ddmmaaaa',
  'web/src/features/calendario-feed/cierres-judiciales-card.tsx dd',
  'web/src/features/calendario-feed/cierres-judiciales-card.tsx mm',
  'web/src/features/calendario-feed/cierres-judiciales-card.tsx aaaa',
]);

function archivos(relative: string): string[] {
  const full = path.join(packages, relative);
  if (!fs.statSync(full).isDirectory()) return [full];
  return fs
    .readdirSync(full, { withFileTypes: true, recursive: true })
    .filter((entry) => entry.isFile() && /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name))
    .map((entry) => path.join(entry.parentPath, entry.name));
}

function palabrasPropias(): string[] {
  return fs
    .readFileSync(path.join(here, 'palabras-propias.txt'), 'utf8')
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line && !line.startsWith('#'));
}

describe('ortografía', () => {
  it('every text a person reads is correct Spanish', () => {
    const spell = nspell({ aff: Buffer.from(dictionary.aff), dic: Buffer.from(dictionary.dic) });
    for (const word of palabrasPropias()) spell.add(word);
    const known = new Map<string, boolean>();
    const correct = (word: string) => {
      let isCorrect = known.get(word);
      if (isCorrect === undefined) {
        isCorrect = spell.correct(word);
        known.set(word, isCorrect);
      }
      return isCorrect;
    };
    const errores: string[] = [];
    const files = FUENTES.flatMap(archivos).filter(
      (file) => !EXCLUIDOS.some((excluded) => path.relative(packages, file).startsWith(excluded)),
    );
    for (const file of files) {
      for (const texto of extraerTextos(file, fs.readFileSync(file, 'utf8'))) {
        const relative = path.relative(packages, file);
        for (const word of palabrasDeTexto(texto.text)) {
          const isMisspelt = !correct(word) || SIN_TILDE.has(word.toLowerCase());
          if (isMisspelt && !NOMBRES_API.has(`${relative} ${word}`))
            errores.push(`${relative}:${texto.line} ${word}`);
        }
        for (const falta of signosDeApertura(texto.text)) errores.push(`${relative}:${texto.line} ${falta}`);
      }
    }
    expect(files.length).toBeGreaterThan(100);
    expect(errores).toEqual([]);
    // CPU-bound (the dictionary's affixes, ~300 files parsed): 4–8 s alone, more beside other files.
  }, 60_000);

  it('finds the misspelt words of a text and leaves code alone', () => {
    const source = [
      'const a = <Text c="dimmed" className="flex gap-2">Todo al dia</Text>;',
      "const b = { label: 'Conclusion', value: 'Conclusion' };",
      "if (estado === 'Revision') navigate('/admin/Revision');",
      // biome-ignore lint/suspicious/noTemplateCurlyInString: the source of a template literal, on purpose.
      'const c = `<p style="color:red">Hola, ${nombre}: tu informacion</p>`;',
    ].join('\n');
    const found = extraerTextos('x.tsx', source).flatMap((texto) =>
      palabrasDeTexto(texto.text).map((word) => `${texto.line} ${word}`),
    );
    expect(found).toEqual(['1 Todo', '1 al', '1 dia', '2 Conclusion', '4 Hola', '4 tu', '4 informacion']);
  });

  it('asks for the opening marks of questions and exclamations', () => {
    expect(signosDeApertura('A quién le enviamos el informe?')).toEqual(['falta ¿']);
    expect(signosDeApertura('Hola. Estás al día!')).toEqual(['falta ¡']);
    expect(signosDeApertura('¿A quién? ¡Listo!')).toEqual([]);
  });
});
