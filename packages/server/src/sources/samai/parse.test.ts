import { describe, expect, it } from 'vitest';
import { SchemaDriftError } from '../errors.ts';
import { fixtureReader, readExpected } from '../test-support.ts';
import {
  actuacionesAfter,
  parseCorporacionesEncontradas,
  parseDatosProceso,
  parseHistorial,
} from './parse.ts';

const fixture = fixtureReader(import.meta.url);
const expected = (name: string) => readExpected(import.meta.url, name);
const download = (hash: string) =>
  `https://samaicore.test/api/DescargarProvidenciaPublica/2500023/11001333503020240010001/${hash}/2`;

describe('SAMAI parsers (golden)', () => {
  it('parses ObtenerDatosProcesoGet into a found process and its detail', () => {
    expect(parseDatosProceso(fixture('datos-proceso.json'), '2500023', 'https://samai.test')).toEqual(
      expected('datos-proceso.expected.json'),
    );
  });

  it('parses HistorialActuaciones newest first with their documents', () => {
    expect(parseHistorial(fixture('historial.json'), download)).toEqual(expected('historial.expected.json'));
  });

  it('keeps only actuaciones whose Orden is above the last known one', () => {
    const { actuaciones } = parseHistorial(fixture('historial.json'), download);
    expect(actuacionesAfter(actuaciones, '1').map((actuacion) => actuacion.key)).toEqual(['3', '2']);
    expect(actuacionesAfter(actuaciones, '3')).toEqual([]);
    expect(actuacionesAfter(actuaciones)).toHaveLength(3);
  });
});

describe('SAMAI schema drift', () => {
  it('throws when Orden is renamed', () => {
    expect(() => parseHistorial(fixture('historial-drifted.json'), download)).toThrow(SchemaDriftError);
  });

  it('throws when Actor is renamed to Demandante', () => {
    expect(() =>
      parseDatosProceso(fixture('datos-proceso-drifted.json'), '2500023', 'https://samai.test'),
    ).toThrow(SchemaDriftError);
  });
});

describe('SAMAI corporation hints', () => {
  it('reads 7-digit corporations from BuscarProcesoTodoSamai and ignores anything unknown', () => {
    expect(
      parseCorporacionesEncontradas(
        '[{"Corporacion":"1100133","Radicado":"x"},{"Corporacion":"2500023"},{"Corporacion":"25"}]',
      ),
    ).toEqual(['1100133', '2500023']);
    expect(parseCorporacionesEncontradas('{"ok":false}')).toEqual([]);
    expect(parseCorporacionesEncontradas('<html>')).toEqual([]);
  });
});
