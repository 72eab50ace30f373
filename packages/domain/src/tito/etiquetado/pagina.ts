/**
 * docs/tito.md: 60 real actuaciones across the guideline's families with Tito's call, reason, rule
 * and draft, so that a lawyer can check Tito's judgement in five minutes (issue 19). Generated from
 * the development catalogue only (the held-out recorders stay unlisted) and checked by
 * pagina.test.ts, so the page cannot drift from the code.
 * Regenerate: npx tsx packages/domain/src/tito/etiquetado/pagina.ts --write
 */
import { radicacionEn } from '../memoriales.ts';
import { normalizar, priorizarCambio } from '../priorizar-cambio.ts';
import { CATALOGO, type ItemDeCatalogo } from './por-grabador.ts';

/** Families in the page's order, how many items each, and the heading a lawyer reads. */
const FAMILIAS: [familia: string, cuantos: number, titulo: string][] = [
  ['fondo', 3, 'Sentencias y decisiones de fondo'],
  ['admision', 3, 'Admisión y mandamiento de pago'],
  ['rechazo', 2, 'Inadmisión y rechazo'],
  ['cautelar', 5, 'Medidas cautelares (decretadas y en curso)'],
  ['notificacion', 4, 'Actos de notificación'],
  ['suspension', 2, 'Suspensión, interrupción y reanudación'],
  ['termino', 4, 'Órdenes con término o dinero para una parte'],
  ['decision', 6, 'Decisiones nombradas en pocas palabras'],
  ['requerimiento', 2, 'Requerimientos'],
  ['traslado', 3, 'Traslados'],
  ['audiencia', 4, 'Audiencias, diligencias y remates'],
  ['recurso', 1, 'Recursos'],
  ['terminacion', 3, 'Terminación del proceso'],
  ['generico', 6, 'Entradas genéricas decididas por su anotación'],
  ['memorial', 8, 'Memoriales: qué se radicó y qué sigue'],
  ['tramite', 2, 'Trámite de secretaría'],
  ['archivo', 2, 'Archivo de un proceso ya terminado'],
];

/** The most widespread items of a family, one per name (memoriales: one per kind of filing). */
function elegir(familia: string, cuantos: number): ItemDeCatalogo[] {
  const candidatos = CATALOGO.filter((item) => item.familia === familia).sort(
    (a, b) => b.procesos - a.procesos || b.veces - a.veces || a.id.localeCompare(b.id),
  );
  const vistos = new Set<string>();
  const elegidos: ItemDeCatalogo[] = [];
  for (const item of candidatos) {
    const clave =
      familia === 'memorial'
        ? (radicacionEn(normalizar(item.anotacion ?? ''))?.id ?? '')
        : normalizar(item.actuacion);
    if (!clave || vistos.has(clave)) continue;
    if (familia === 'generico' && !item.anotacion) continue;
    vistos.add(clave);
    elegidos.push(item);
    if (elegidos.length === cuantos) break;
  }
  return elegidos;
}

const celda = (texto: string) => texto.replace(/\|/g, '\\|').replace(/\s+/g, ' ').trim();

export function paginaDeTito(): string {
  const lineas = [
    '# Tito, leído por un abogado',
    '',
    '<!-- Generado por packages/domain/src/tito/etiquetado/pagina.ts; no editar a mano. -->',
    '',
    'Sesenta actuaciones reales de la Rama Judicial (CPNU), tomadas del catálogo de desarrollo',
    '(`packages/domain/src/tito/etiquetado/catalogo/`, nombres de personas ocultos como «(…)»), con',
    'lo que Tito decide: si la pone primero (**Sí**/No), la razón en una frase, la regla que decidió',
    'y el borrador de conclusión que el asistente puede usar. La etiqueta es la de la guía de',
    'etiquetado (`etiquetado/README.md`). Fecha de actuación supuesta: 20/11/2026.',
    '',
  ];
  let total = 0;
  let acuerdos = 0;
  for (const [familia, cuantos, titulo] of FAMILIAS) {
    lineas.push(`## ${titulo}`, '');
    lineas.push('| Actuación | Anotación | Guía | Tito | Regla | Razón | Borrador |');
    lineas.push('|---|---|---|---|---|---|---|');
    for (const item of elegir(familia, cuantos)) {
      const tito = priorizarCambio({
        tipoCambio: 0,
        descripcion: item.actuacion,
        anotacion: item.anotacion,
        fechaActuacion: '2026-11-20',
      });
      total += 1;
      if (tito.esPriorizado === item.importante) acuerdos += 1;
      lineas.push(
        `| ${celda(item.actuacion)} | ${celda(item.anotacion ?? '—')} | ${item.importante ? 'importante' : 'no'} | ${tito.esPriorizado ? '**Sí**' : 'No'} | \`${tito.regla}\` | ${celda(tito.razon ?? '—')} | ${celda(tito.borradorConclusion)} |`,
      );
    }
    lineas.push('');
  }
  lineas.push(`Tito coincide con la guía en ${acuerdos} de estas ${total} actuaciones.`, '');
  return lineas.join('\n');
}

if (process.argv.includes('--write')) {
  const { writeFileSync } = await import('node:fs');
  writeFileSync(new URL('../../../../../docs/tito.md', import.meta.url), paginaDeTito());
}
