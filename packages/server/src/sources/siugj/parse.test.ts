import { describe, expect, it } from 'vitest';
import { SchemaDriftError } from '../errors.ts';
import { fixtureReader, readExpected } from '../test-support.ts';
import { actuacionesUntilKey, parseActuaciones, parseBusqueda } from './parse.ts';

const fixture = fixtureReader(import.meta.url);
const expected = (name: string) => readExpected(import.meta.url, name);
const RADICADO = '05001310300320230011200';

describe('SIUGJ parsers (golden)', () => {
  it('parses the bodies another project pasted as real answers (reported, see provenance)', () => {
    expect(parseBusqueda(fixture('busqueda-reportada.json'), '66170310500120160001100')).toEqual(
      expected('busqueda-reportada.expected.json'),
    );
    expect(parseActuaciones(fixture('actuaciones-reportadas.json'))).toEqual(
      expected('actuaciones-reportadas.expected.json'),
    );
  });

  it('parses a buscador search', () => {
    expect(parseBusqueda(fixture('busqueda.json'), RADICADO)).toEqual(expected('busqueda.expected.json'));
  });

  it('keeps only exact radicado matches and handles an empty answer', () => {
    expect(parseBusqueda(fixture('busqueda.json'), '05001310300320230011201')).toEqual([]);
    expect(parseBusqueda(fixture('busqueda-empty.json'), RADICADO)).toEqual([]);
  });

  it('parses actuaciones newest first with término dates', () => {
    expect(parseActuaciones(fixture('actuaciones.json'))).toEqual(expected('actuaciones.expected.json'));
  });

  it('stops at the last known idRegistro', () => {
    const actuaciones = parseActuaciones(fixture('actuaciones.json'));
    expect(actuacionesUntilKey(actuaciones, '5529987').map((actuacion) => actuacion.key)).toEqual([
      '5530021',
    ]);
    expect(actuacionesUntilKey(actuaciones, '5530021')).toEqual([]);
  });
});

describe('SIUGJ schema drift', () => {
  it('throws when registros is renamed', () => {
    expect(() => parseBusqueda(fixture('busqueda-drifted.json'), RADICADO)).toThrow(SchemaDriftError);
  });

  it('throws when idRegistro is renamed', () => {
    expect(() => parseActuaciones(fixture('actuaciones-drifted.json'))).toThrow(SchemaDriftError);
  });
});
