import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { paginaDeTito } from './pagina.ts';

describe('docs/tito.md', () => {
  const pagina = paginaDeTito();

  it('lists 60 real actuaciones with Tito’s call, rule and draft', () => {
    const filas = pagina.split('\n').filter((linea) => /^\| (?!Actuación|---)/.test(linea));
    expect(filas).toHaveLength(60);
    for (const fila of filas) expect(fila).toMatch(/\| `[a-z-]+` \|/);
  });

  it('is the page the code produces today (regenerate: npx tsx packages/domain/src/tito/etiquetado/pagina.ts --write)', () => {
    const enDisco = readFileSync(new URL('../../../../../docs/tito.md', import.meta.url), 'utf8');
    expect(enDisco).toBe(pagina);
  });
});
