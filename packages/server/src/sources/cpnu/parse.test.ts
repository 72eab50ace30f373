import { describe, expect, it } from 'vitest';
import { SchemaDriftError } from '../errors.ts';
import { fixtureReader, readExpected } from '../test-support.ts';
import {
  isCourtTimeoutMessage,
  isMasDeMilMessage,
  parseActuaciones,
  parseBusquedaPorNombre,
  parseDetail,
  parseDocumentos,
  parseErrorMessage,
  parseSearch,
  parseSujetos,
  parseSujetosProcesales,
} from './parse.ts';
import { isTybaUbicacion } from './variants.ts';

const fixture = fixtureReader(import.meta.url);
const expected = (name: string) => readExpected(import.meta.url, name);

describe('CPNU parsers (golden)', () => {
  it('parses a radicado search with two procesos, one private', () => {
    expect(parseSearch(fixture('search.json'))).toEqual(expected('search.expected.json'));
  });

  it('parses a page of the search by party name: each row’s last-action date, and how many match', () => {
    expect(parseBusquedaPorNombre(fixture('search-nombre.json'))).toEqual(
      expected('search-nombre.expected.json'),
    );
  });

  it('recognises the answer past a thousand matches', () => {
    expect(isMasDeMilMessage(parseErrorMessage(fixture('search-nombre-mas-de-mil.json')) ?? '')).toBe(true);
    expect(isMasDeMilMessage(parseErrorMessage(fixture('detail-404.json')) ?? '')).toBe(false);
  });

  it('parses an empty search', () => {
    expect(parseSearch(fixture('search-empty.json'))).toEqual(expected('search-empty.expected.json'));
  });

  it('parses a recorded search whose parties are dirty and cut, and says which row was cut', () => {
    expect(parseSearch(fixture('search-partes-sucias.json'))).toEqual(
      expected('search-partes-sucias.expected.json'),
    );
  });

  it('gives a private process no parties: the "--- [ PROCESO PRIVADO ] ---" marker is no one', () => {
    const { items, partiesCut } = parseSearch(fixture('search-privado.json'));
    expect(items[0]).toMatchObject({ esPrivado: true, sujetos: [], demandantes: [], demandados: [] });
    expect(partiesCut).toEqual([]);
  });

  it('parses a recorded page of /Proceso/Sujetos, dropping the N.N. placeholders', () => {
    expect(parseSujetos(fixture('sujetos.json'))).toEqual({
      items: [
        { rol: 'Demandante', nombre: 'OSCAR ARTURO - ORTIZ HENAO' },
        { rol: 'Demandado', nombre: 'FRANCISCA HELENA - GONZALEZ ARIAS' },
      ],
      pagina: 1,
      cantidadPaginas: 1,
    });
  });

  it('keeps the id asked with: a recorded detail’s idRegProceso is not the search’s idProceso', () => {
    expect(parseDetail(fixture('detail-recorded.json'), '132573703')).toEqual(
      expected('detail-recorded.expected.json'),
    );
  });

  it('parses a recorded Justicia XXI Web detail (the Tyba variant): empty contenidoRadicacion, null recurso', () => {
    const detalle = parseDetail(fixture('detail-justicia-xxi.json'), '161456211');
    expect(detalle).toEqual(expected('detail-justicia-xxi.expected.json'));
    expect(isTybaUbicacion(detalle.ubicacion)).toBe(true);
    expect(isTybaUbicacion(parseDetail(fixture('detail-recorded.json'), '132573703').ubicacion)).toBe(false);
  });

  it('parses a detail pasted as real in another project’s notes (a tutela at the Corte Constitucional)', () => {
    expect(parseDetail(fixture('detail-tutela.json'), '149525880')).toEqual(
      expected('detail-tutela.expected.json'),
    );
  });

  it('parses a process detail', () => {
    expect(parseDetail(fixture('detail.json'), '132573703')).toEqual(expected('detail.expected.json'));
  });

  it('parses a page of actuaciones, newest first', () => {
    expect(parseActuaciones(fixture('actuaciones.json'))).toEqual(expected('actuaciones.expected.json'));
  });

  it('parses the documents of an actuación', () => {
    const parsed = parseDocumentos(
      fixture('documentos.json'),
      '2308991012',
      (id) => `https://cpnu.test/api/v2/Descarga/Documento/${id}`,
    );
    expect(parsed).toEqual(expected('documentos.expected.json'));
  });
});

describe('CPNU schema drift', () => {
  it('fails loudly when the search by name drifts or answers another kind of search', () => {
    const drifted = fixture('search-nombre.json').replaceAll('fechaUltimaActuacion', 'fechaUltActuacion');
    expect(() => parseBusquedaPorNombre(drifted)).toThrow(SchemaDriftError);
    expect(() => parseBusquedaPorNombre(fixture('search.json'))).toThrow(SchemaDriftError);
    const sinCuenta = fixture('search-nombre.json').replace('"cantidadRegistros":23,', '');
    expect(() => parseBusquedaPorNombre(sinCuenta)).toThrow(SchemaDriftError);
  });

  it('throws when llaveProceso is renamed in the search', () => {
    expect(() => parseSearch(fixture('search-drifted.json'))).toThrow(SchemaDriftError);
  });

  it('names the missing field when actuacion is renamed', () => {
    const failure = (() => {
      try {
        parseActuaciones(fixture('actuaciones-drifted.json'));
      } catch (error) {
        return error;
      }
    })();
    expect(failure).toBeInstanceOf(SchemaDriftError);
    expect((failure as SchemaDriftError).issues.join()).toContain('actuaciones.0.actuacion');
  });

  it('throws on a non-JSON body and on an unknown date format', () => {
    expect(() => parseDetail('<html>Service Unavailable</html>', '1')).toThrow(SchemaDriftError);
    const odd = fixture('actuaciones.json').replace('"2026-03-20T00:00:00"', '"20 de marzo"');
    expect(() => parseActuaciones(odd)).toThrow(SchemaDriftError);
  });
});

describe('CPNU error bodies and parties', () => {
  it('reads the message of a 404 body and recognises court timeouts', () => {
    expect(parseErrorMessage(fixture('actuaciones-404.json'))).toBe(
      'No se encontraron Actuaciones para el Proceso: 132573703',
    );
    const timeout = parseErrorMessage(fixture('actuaciones-timeout-404.json')) ?? '';
    expect(isCourtTimeoutMessage(timeout)).toBe(true);
    expect(isCourtTimeoutMessage('No se encontro detalle para el IdProceso: 999')).toBe(false);
    expect(parseErrorMessage('not json')).toBeNull();
  });

  it('throws when the Sujetos page loses nombreRazonSocial', () => {
    const drifted = fixture('sujetos.json').replaceAll('nombreRazonSocial', 'nombre');
    expect(() => parseSujetos(drifted)).toThrow(SchemaDriftError);
  });

  it('splits sujetosProcesales and drops the N.N. placeholder', () => {
    expect(parseSujetosProcesales('Accionante: ANA - RUIZ | Accionado: N.N. | Vinculado: EPS SURA')).toEqual([
      { rol: 'Accionante', nombre: 'ANA - RUIZ' },
      { rol: 'Vinculado', nombre: 'EPS SURA' },
    ]);
  });
});
