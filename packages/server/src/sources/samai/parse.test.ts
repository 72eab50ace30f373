import { describe, expect, it } from 'vitest';
import { SchemaDriftError } from '../errors.ts';
import { fixtureReader, readExpected } from '../test-support.ts';
import { nombreCorporacion } from './corporacion.ts';
import {
  actuacionesAfter,
  parseCorporacionesEncontradas,
  parseDatosProceso,
  parseHistorial,
} from './parse.ts';

const fixture = fixtureReader(import.meta.url);
const expected = (name: string) => readExpected(import.meta.url, name);
const CORPORACION = '7300123';
const RADICADO = '73001233300020190034300';
const download = (hash: string) =>
  `https://samaicore.test/api/DescargarProvidenciaPublica/${CORPORACION}/${RADICADO}/${hash}/2`;
const datos = (name: string) => parseDatosProceso(fixture(name), CORPORACION, 'https://samai.test', download);

describe('SAMAI parsers on recorded answers (golden)', () => {
  it('reads ObtenerDatosProcesoGet’s envelope: process, detail and the documents of its actuaciones', () => {
    const { actuaciones: _actuaciones, ...rest } = datos('datos-proceso.json') ?? {};
    expect(rest).toEqual(expected('datos-proceso.expected.json'));
  });

  it('reads the envelope’s actuaciones exactly as HistorialActuaciones’ (the fallback without ApiKey)', () => {
    // Both recordings hold the same process's Orden 177–171, so the reviewed historial output applies.
    expect(datos('datos-proceso.json')?.actuaciones).toEqual(expected('historial.expected.json'));
  });

  it('takes the last-action date from the newest actuación when the header lags a day', () => {
    // Header: "Mar 19 2026 4:31PM" and " 2026-03-19"; newest actuación (Orden 177) dated 2026-03-20.
    expect(datos('datos-proceso.json')?.proceso.fechaUltimaActuacion).toBe('2026-03-20');
  });

  it('reads documents only from the envelope, keyed by FUNCHASH and tied to their actuación', () => {
    const documentos = datos('datos-proceso.json')?.documentos ?? [];
    expect(documentos.map((documento) => documento.actuacionKey)).toEqual([
      '175',
      '174',
      '173',
      '171',
      '171',
    ]);
    expect(documentos[0].id).toMatch(/^[0-9A-F]{64}$/);
    expect(documentos[0].url).toBe(download(documentos[0].id));
  });

  it('treats {"auditoria": {}} as "this corporación does not hold the radicado"', () => {
    expect(datos('datos-proceso-no-encontrado.json')).toBeNull();
    expect(parseDatosProceso('{"auditoria":{},"proceso":null}', CORPORACION, '', download)).toBeNull();
  });

  it('parses HistorialActuaciones, whose items have no Documentos key, newest first', () => {
    expect(parseHistorial(fixture('historial.json'))).toEqual(expected('historial.expected.json'));
  });

  it('agrees with the envelope on every actuación it lists', () => {
    const historial = parseHistorial(fixture('historial.json'));
    const conDocumentos = new Set(datos('datos-proceso.json')?.documentos.map((item) => item.actuacionKey));
    for (const actuacion of historial) {
      expect(actuacion.tieneDocumentos, actuacion.key).toBe(conDocumentos.has(actuacion.key));
    }
  });

  it('keeps only actuaciones whose Orden is above the last known one', () => {
    const actuaciones = parseHistorial(fixture('historial.json'));
    expect(actuacionesAfter(actuaciones, '175').map((actuacion) => actuacion.key)).toEqual(['177', '176']);
    expect(actuacionesAfter(actuaciones, '177')).toEqual([]);
    expect(actuacionesAfter(actuaciones)).toHaveLength(7);
  });
});

describe('SAMAI schema drift', () => {
  it('throws when Orden is renamed', () => {
    expect(() => parseHistorial(fixture('historial-drifted.json'))).toThrow(SchemaDriftError);
  });

  it('throws when Actor is renamed to Demandante', () => {
    expect(() => datos('datos-proceso-drifted.json')).toThrow(SchemaDriftError);
  });

  it('throws when the envelope loses its actuaciones’ Documentos, or is the old flat shape', () => {
    const envelope = JSON.parse(fixture('datos-proceso.json')) as {
      proceso: unknown;
      actuaciones: Record<string, unknown>[];
    };
    const sinDocumentos = {
      ...envelope,
      actuaciones: envelope.actuaciones.map(({ Documentos: _documentos, ...rest }) => rest),
    };
    expect(() => parseDatosProceso(JSON.stringify(sinDocumentos), CORPORACION, '', download)).toThrow(
      SchemaDriftError,
    );
    expect(() => parseDatosProceso(JSON.stringify(envelope.proceso), CORPORACION, '', download)).toThrow(
      SchemaDriftError,
    );
  });
});

describe('SAMAI corporations', () => {
  it('names a corporación from its code, since samaicore sends only codes', () => {
    expect(nombreCorporacion('7300123')).toBe('TRIBUNAL ADMINISTRATIVO DE TOLIMA');
    expect(nombreCorporacion('2500023')).toBe('TRIBUNAL ADMINISTRATIVO DE CUNDINAMARCA');
    expect(nombreCorporacion('1100103')).toBe('CONSEJO DE ESTADO');
    expect(nombreCorporacion('1100133')).toBe('JUZGADOS ADMINISTRATIVOS DE BOGOTÁ D.C.');
    expect(nombreCorporacion('9900077')).toBe('CORPORACIÓN 9900077');
  });

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
