import { describe, expect, it } from 'vitest';
import {
  type FilaSuperintendencia,
  filaVacia,
  filtrarIdentificacion,
  filtrarRadicado,
  MENSAJES_SUPERINTENDENCIAS as M,
  validarFila,
  validarSolicitudSuperintendencias,
} from './superintendencias.ts';

const fila = (cambio: Partial<FilaSuperintendencia> = {}): FilaSuperintendencia => ({
  ...filaVacia('Sociedades'),
  radicado: '2024-00123',
  demandante: 'Ana Pérez',
  numeroIdentificacionDemandante: '1020304050',
  demandado: 'Comercial SAS',
  tipoIdentificacionDemandado: 'NI',
  numeroIdentificacionDemandado: '900123456',
  ...cambio,
});

describe('validarFila', () => {
  it.each<[string, Partial<FilaSuperintendencia>, string, Partial<Record<string, string>>]>([
    ['a complete row', {}, 'Sociedades', {}],
    ['6 digits', { radicado: '123456' }, 'Sociedades', {}],
    ['23 digits', { radicado: '1'.repeat(23) }, 'Sociedades', {}],
    ['5 digits', { radicado: '12345' }, 'Sociedades', { radicado: M.RadicadoLongitud }],
    ['5 digits and a hyphen', { radicado: '123-45' }, 'Sociedades', { radicado: M.RadicadoLongitud }],
    ['24 digits', { radicado: '1'.repeat(24) }, 'Sociedades', { radicado: M.RadicadoLongitud }],
    [
      '24 characters with hyphens',
      { radicado: `${'1'.repeat(20)}---1` },
      'Sociedades',
      { radicado: M.RadicadoLongitud },
    ],
    ['letters in the radicado', { radicado: '12345A7' }, 'Sociedades', { radicado: M.RadicadoCaracteres }],
    ['an empty radicado', { radicado: '  ' }, 'Sociedades', { radicado: M.Obligatorio }],
    ['Financiera without radicado interno', {}, 'Financiera', { radicadoInterno: M.CampoObligatorio }],
    ['Financiera with radicado interno', { radicadoInterno: 'INT-9' }, 'Financiera', {}],
    ['no plaintiff', { demandante: '' }, 'Sociedades', { demandante: M.Obligatorio }],
    [
      'no defendant id',
      { numeroIdentificacionDemandado: '' },
      'Sociedades',
      { numeroIdentificacionDemandado: M.Obligatorio },
    ],
    [
      'a letter in an id',
      { numeroIdentificacionDemandante: '10A' },
      'Sociedades',
      { numeroIdentificacionDemandante: M.SoloNumeros },
    ],
    [
      'an unknown id type',
      { tipoIdentificacionDemandante: 'XX' },
      'Sociedades',
      { tipoIdentificacionDemandante: M.TipoIdentificacionInvalido },
    ],
    [
      'no id type',
      { tipoIdentificacionDemandado: '' },
      'Sociedades',
      { tipoIdentificacionDemandado: M.Obligatorio },
    ],
  ])('%s', (_name, cambio, fuente, errores) => {
    expect(validarFila(fila(cambio), fuente)).toEqual(errores);
  });

  it('defaults both identification types to CC', () => {
    const vacia = filaVacia('Financiera');
    expect(vacia.tipoIdentificacionDemandante).toBe('CC');
    expect(vacia.tipoIdentificacionDemandado).toBe('CC');
    expect(vacia.fuente).toBe('Financiera');
  });
});

describe('validarSolicitudSuperintendencias', () => {
  it('needs a Superintendencia first', () => {
    expect(validarSolicitudSuperintendencias('', [fila()])).toEqual({
      valida: false,
      mensaje: M.SeleccioneSuperintendencia,
      filas: [],
    });
    expect(validarSolicitudSuperintendencias('Superbancaria', [fila()]).mensaje).toBe(
      M.SeleccioneSuperintendencia,
    );
  });
  it('asks for every field when one row is incomplete', () => {
    const resultado = validarSolicitudSuperintendencias('Sociedades', [fila(), fila({ demandado: '' })]);
    expect(resultado.valida).toBe(false);
    expect(resultado.mensaje).toBe(M.DiligenciarTodos);
    expect(resultado.filas).toEqual([{}, { demandado: M.Obligatorio }]);
  });
  it('accepts complete rows and refuses none or too many', () => {
    expect(validarSolicitudSuperintendencias('Sociedades', [fila()]).valida).toBe(true);
    expect(validarSolicitudSuperintendencias('Sociedades', []).mensaje).toBe(M.SinProcesos);
    expect(validarSolicitudSuperintendencias('Sociedades', Array(101).fill(fila())).mensaje).toBe(
      M.DemasiadosProcesos,
    );
  });
});

describe('field filters', () => {
  it('keep digits and hyphens up to 23 in the radicado, digits in ids', () => {
    expect(filtrarRadicado('11001-31 03a.0012024')).toBe('11001-31030012024');
    expect(filtrarRadicado('1'.repeat(30))).toHaveLength(23);
    expect(filtrarIdentificacion('1.020.304-5')).toBe('10203045');
  });
});
