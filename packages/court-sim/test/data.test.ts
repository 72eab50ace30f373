import { parseRadicado } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import {
  decodeDespacho,
  isInDocket,
  isNotFound,
  isPrivate,
  procesosOf,
  sampleRadicados,
} from '../src/index.ts';
import { SAMPLE } from './helpers.ts';

describe('decodeDespacho', () => {
  it('names despachos from the radicado digits, as CPNU prints them', () => {
    expect(decodeDespacho('170014003010').nombre).toBe('JUZGADO 010 CIVIL MUNICIPAL DE MANIZALES');
    expect(decodeDespacho('085734089003').nombre).toBe('JUZGADO 003 PROMISCUO MUNICIPAL DE PUERTO COLOMBIA');
    expect(decodeDespacho('661703105001').nombre).toBe('JUZGADO 001 LABORAL DEL CIRCUITO DE DOSQUEBRADAS');
    expect(decodeDespacho('170014303002').nombre).toBe(
      'JUZGADO 002 CIVIL MUNICIPAL DE EJECUCIÓN DE SENTENCIAS DE MANIZALES',
    );
    expect(decodeDespacho('730012333000').nombre).toBe('TRIBUNAL ADMINISTRATIVO DE TOLIMA');
    expect(decodeDespacho('170014003010').departamento).toBe('CALDAS');
  });

  it('still answers for an unknown municipio code', () => {
    const despacho = decodeDespacho('990994003001');
    expect(despacho.nombre).toBe('JUZGADO 001 CIVIL MUNICIPAL DE MUNICIPIO 99099');
    expect(despacho.departamento).toBe('VICHADA');
  });
});

describe('deterministic rules', () => {
  it('gives the same procesos for the same radicado', () => {
    const radicado = SAMPLE[3];
    const first = JSON.stringify(procesosOf(radicado));
    expect(JSON.stringify(procesosOf(radicado))).toBe(first);
  });

  it('makes a small fraction not found and a small fraction private', () => {
    const notFound = SAMPLE.filter(isNotFound).length / SAMPLE.length;
    const reserved = SAMPLE.filter(isPrivate).length / SAMPLE.length;
    expect(notFound).toBeGreaterThan(0.01);
    expect(notFound).toBeLessThan(0.12);
    expect(reserved).toBeGreaterThan(0.005);
    expect(reserved).toBeLessThan(0.1);
    expect(SAMPLE.some((radicado) => isNotFound(radicado) && isPrivate(radicado))).toBe(false);
  });

  it('treats malformed numbers as not found', () => {
    expect(isNotFound('123')).toBe(true);
    expect(procesosOf('1700140030102024001920')).toEqual([]);
  });

  it('maps some radicados to two procesos in different despachos', () => {
    const doubles = SAMPLE.filter((radicado) => procesosOf(radicado).length === 2);
    expect(doubles.length).toBeGreaterThan(0);
    expect(doubles.length).toBeLessThan(SAMPLE.length * 0.2);
    const [first, second] = procesosOf(doubles[0]);
    expect(second.despacho.codigo).not.toBe(first.despacho.codigo);
    expect(second.radicado).toBe(first.radicado);
  });
});

describe('sampleRadicados', () => {
  it('returns distinct, valid, reproducible radicados from despacho dockets', () => {
    const sample = sampleRadicados(50, 9);
    expect(sampleRadicados(50, 9)).toEqual(sample);
    expect(sampleRadicados(50, 10)).not.toEqual(sample);
    expect(new Set(sample).size).toBe(50);
    for (const radicado of sample) {
      expect(parseRadicado(radicado)).not.toBeNull();
      expect(isInDocket(radicado)).toBe(true);
    }
    expect(sample.filter((radicado) => !isNotFound(radicado)).length).toBeGreaterThan(40);
  });
});
