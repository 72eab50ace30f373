/**
 * The judicial calendar's speed (issue 'Beyond the peers', target: a million business-day
 * additions on one core in under a second). Start days spread over 2024–2027 and term lengths of
 * 1 to 30 days, as the término engine asks; the years' tables are built before timing, as a
 * long-running server has them.
 *
 *   node --import tsx bench/calendario-judicial.ts [--additions 1000000]
 */
import { aNumeroDeDia, crearCalendarioJudicial } from '@expediente/domain';
import { printMachineAndLoad } from './lib/machine.ts';

const index = process.argv.indexOf('--additions');
const additions = index > 0 ? Number(process.argv[index + 1]) : 1_000_000;

printMachineAndLoad();
const calendario = crearCalendarioJudicial();
const primero = aNumeroDeDia('2024-01-01');
const dias = aNumeroDeDia('2027-12-31') - primero;
// Warm the year tables and the JIT.
for (let i = 0; i < 10_000; i++) calendario.sumarDiasHabilesNumero(primero + (i % dias), 1 + (i % 30));

for (const [nombre, conCierres] of [
  ['sin cierres', calendario],
  [
    'con 50 cierres de despachos',
    crearCalendarioJudicial(
      Array.from({ length: 50 }, (_, i) => ({
        desde: `2026-${String(1 + (i % 12)).padStart(2, '0')}-1${i % 10}`,
        hasta: `2026-${String(1 + (i % 12)).padStart(2, '0')}-1${i % 10}`,
        ambito: { tipo: 'despacho' as const, codigo: `11001310300${i % 10}` },
        motivo: 'cierre',
      })),
    ),
  ],
] as const) {
  let control = 0;
  let totalDias = 0;
  const inicio = process.hrtime.bigint();
  for (let i = 0; i < additions; i++) {
    const n = 1 + ((i * 7) % 30);
    totalDias += n;
    control ^= conCierres.sumarDiasHabilesNumero(primero + ((i * 13) % dias), n, '110013103001');
  }
  const ms = Number(process.hrtime.bigint() - inicio) / 1e6;
  console.log(
    `${nombre}: ${additions.toLocaleString('es-CO')} sumas (${(totalDias / additions).toFixed(1)} días hábiles en promedio) en ${ms.toFixed(0)} ms · ${((additions / ms) * 1000).toLocaleString('es-CO', { maximumFractionDigits: 0 })} por segundo (objetivo < 1 s) [${control}]`,
  );
}
