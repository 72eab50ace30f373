import { describe, expect, it } from 'vitest';
import { MESSAGES } from '../messages.ts';
import { MENSAJES_SEGURIDAD_CUENTA, validateNuevaContrasena } from './seguridad.ts';
import { validateNombreInvitado } from './validation.ts';

describe('validateNuevaContrasena', () => {
  it.each([
    ['', '', 'CamposObligatorios'],
    ['corta1', 'corta1', 'ContrasenaCorta'],
    ['clave#larga', 'clave#larga', 'ContrasenaConNumeral'],
    ['ClaveLarga1', 'ClaveLarga2', 'ContrasenasNoCoinciden'],
    ['ClaveLarga1', 'ClaveLarga1', null],
  ])('%j / %j → %s', (password, passwordRepetida, expected) => {
    expect(validateNuevaContrasena({ password, passwordRepetida })).toBe(expected);
  });
});

describe('validateNombreInvitado', () => {
  it.each([
    ['María José Núñez', null],
    ['Visita www ejemplo', 'NombreConEnlaces'],
    ['Gana en premio.com', 'NombreConEnlaces'],
    ['https://estafa.example', 'NombreConEnlaces'],
    ['<b>Pedro</b>', 'NombreCaracteresEspeciales'],
    ['a'.repeat(101), 'NombreMuyLargo'],
  ])('%j → %s', (nombre, expected) => {
    expect(validateNombreInvitado(nombre)).toBe(expected);
  });
});

describe('account-safety messages', () => {
  it('are in the shared catalogue, in "tú" and with Spanish punctuation', () => {
    for (const [code, text] of Object.entries(MENSAJES_SEGURIDAD_CUENTA)) {
      expect(MESSAGES[code as keyof typeof MESSAGES]).toBe(text);
      expect(text).not.toMatch(/\b(usted|introduzca|intente|espere)\b/i);
    }
  });
});
