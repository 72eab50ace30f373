import { describe, expect, it } from 'vitest';
import {
  type DatosFacturacionEntrada,
  diasRestantesPrueba,
  limpiarFacturacion,
  MENSAJES_PERFIL,
  validarFacturacion,
} from './validation.ts';

const VALIDOS: DatosFacturacionEntrada = {
  Nombre: 'María José Pérez',
  Apellidos: '',
  Nit: '1020304050',
  Direccion: 'Calle 45 # 12-30 Álamos',
  Ciudad: 'Bogotá',
  Departamento: 'Cundinamarca',
  Telefono: '3001234567',
  RazonSocial: '',
};

const M = MENSAJES_PERFIL;

describe('validarFacturacion (seed 002 §5 Billing form)', () => {
  it('accepts a complete form, Razón Social left empty', () => {
    expect(validarFacturacion(VALIDOS)).toEqual({ errores: {}, mensaje: null });
  });

  const casos: [string, DatosFacturacionEntrada, Record<string, string>, string][] = [
    ['Nombre vacío', { Nombre: '   ' }, { Nombre: M.CampoObligatorio }, M.TodosLosCamposObligatorios],
    [
      'Nombre solo con signos',
      { Nombre: '¡¿!' },
      { Nombre: M.CampoObligatorio },
      M.TodosLosCamposObligatorios,
    ],
    ['Nit vacío', { Nit: '' }, { Nit: M.CampoObligatorio }, M.TodosLosCamposObligatorios],
    [
      'Dirección ausente',
      { Direccion: null },
      { Direccion: M.CampoObligatorio },
      M.TodosLosCamposObligatorios,
    ],
    ['Ciudad vacía', { Ciudad: '' }, { Ciudad: M.CampoObligatorio }, M.TodosLosCamposObligatorios],
    [
      'Departamento vacío',
      { Departamento: undefined },
      { Departamento: M.CampoObligatorio },
      M.TodosLosCamposObligatorios,
    ],
    ['Teléfono vacío', { Telefono: '' }, { Telefono: M.CampoObligatorio }, M.TodosLosCamposObligatorios],
    [
      'Teléfono de 9',
      { Telefono: '300123456' },
      { Telefono: M.TelefonoDiezCaracteres },
      M.TelefonoDiezCaracteres,
    ],
    [
      'Teléfono de 11',
      { Telefono: '30012345678' },
      { Telefono: M.TelefonoDiezCaracteres },
      M.TelefonoDiezCaracteres,
    ],
    [
      'Teléfono con letras',
      { Telefono: '300123456a' },
      { Telefono: M.TelefonoSoloNumeros },
      M.TelefonoSoloNumeros,
    ],
    [
      'Teléfono con espacios',
      { Telefono: '300 123 4567' },
      { Telefono: M.TelefonoSoloNumeros },
      M.TelefonoSoloNumeros,
    ],
    ['NIT con guion', { Nit: '900123456-7' }, { Nit: M.NitSoloNumeros }, M.NitSoloNumeros],
    ['NIT de 11 dígitos', { Nit: '90012345678' }, { Nit: M.NitMuyLargo }, M.NitMuyLargo],
    ['Ciudad con números', { Ciudad: 'Bogotá 2' }, { Ciudad: M.CiudadConNumeros }, M.CiudadConNumeros],
    [
      'Dirección con punto',
      { Direccion: 'Cra. 7 # 12-30' },
      { Direccion: M.DireccionCaracteres },
      M.DireccionCaracteres,
    ],
    [
      'Dirección con coma',
      { Direccion: 'Cra 7 # 12-30, Of 301' },
      { Direccion: M.DireccionCaracteres },
      M.DireccionCaracteres,
    ],
    [
      'Nombre de 101',
      { Nombre: 'a'.repeat(101) },
      { Nombre: 'El nombre no puede contener más de 100 caracteres' },
      'El nombre no puede contener más de 100 caracteres',
    ],
    [
      'Razón Social de 201',
      { RazonSocial: 'b'.repeat(201) },
      { RazonSocial: 'Este campo no puede tener más de 200 caracteres.' },
      'Este campo no puede tener más de 200 caracteres.',
    ],
    [
      'falta uno y otro falla: el general manda',
      { Nit: '', Telefono: '12' },
      { Nit: M.CampoObligatorio, Telefono: M.TelefonoDiezCaracteres },
      M.TodosLosCamposObligatorios,
    ],
    [
      'dos reglas: el mensaje es el del primer campo del formulario',
      { Ciudad: 'Cali 1', Telefono: '12' },
      { Ciudad: M.CiudadConNumeros, Telefono: M.TelefonoDiezCaracteres },
      M.CiudadConNumeros,
    ],
  ];

  it.each(casos)('%s', (_nombre, cambio, errores, mensaje) => {
    expect(validarFacturacion({ ...VALIDOS, ...cambio })).toEqual({ errores, mensaje });
  });

  it('accepts accented vowels, ñ, # and hyphens in the address and trims around the values', () => {
    const resultado = validarFacturacion({
      ...VALIDOS,
      Direccion: '  Carrera 7 Bis # 12-30 Piñuela Ú  ',
      Telefono: ' 3001234567 ',
    });
    expect(resultado.mensaje).toBeNull();
  });
});

describe('limpiarFacturacion (cleaning on save)', () => {
  it('takes accents and special characters out of names and accents out of the address', () => {
    expect(
      limpiarFacturacion({
        ...VALIDOS,
        Nombre: "  María   José O'Neil-Pérez ",
        Apellidos: 'Güiza Núñez',
        Direccion: 'Calle 45 # 12-30 Álamos   Norte',
        RazonSocial: 'Peña & Asociados S.A.S.',
      }),
    ).toEqual({
      Nombre: 'Maria Jose ONeilPerez',
      Apellidos: 'Guiza Nuñez',
      Nit: '1020304050',
      Direccion: 'Calle 45 # 12-30 Alamos Norte',
      Ciudad: 'Bogotá',
      Departamento: 'Cundinamarca',
      Telefono: '3001234567',
      RazonSocial: 'Peña Asociados SAS',
    });
  });

  it('stores an empty Razón Social as null', () => {
    expect(limpiarFacturacion({ ...VALIDOS, RazonSocial: '  ' }).RazonSocial).toBeNull();
  });
});

describe('diasRestantesPrueba (seed 002 §4)', () => {
  const creado = new Date('2026-03-01T15:00:00.000Z');
  const horas = (h: number) => new Date(creado.getTime() + h * 3_600_000);
  it.each([
    [0, 15],
    [1, 15],
    [24, 14],
    [25, 14],
    [14 * 24 - 1, 2],
    [14 * 24, 1],
    [15 * 24 - 1, 1],
    [15 * 24, null],
    [40 * 24, null],
  ])('%i h after creation leaves %s days', (h, dias) => {
    expect(diasRestantesPrueba(creado, horas(h))).toBe(dias);
  });
});
