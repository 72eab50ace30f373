import { MESSAGES } from '@expediente/domain';
import { describe, expect, it } from 'vitest';
import { validarDestinatario } from './validar-destinatario.ts';

describe('the share recipient (seed 001 §5)', () => {
  it('asks for a user or an e-mail when both are blank', () => {
    expect(validarDestinatario({ email: '   ', nombre: '', esNuevo: false })).toBe(
      'Por favor selecciona un usuario o ingresa un correo electrónico.',
    );
  });

  it('checks the address after trimming', () => {
    expect(validarDestinatario({ email: 'no-es-correo', nombre: 'Ana', esNuevo: true })).toBe(
      'El correo electrónico no es válido',
    );
    expect(validarDestinatario({ email: 'ana@firma', nombre: 'Ana', esNuevo: true })).toBe(
      'El correo electrónico no es válido',
    );
    expect(validarDestinatario({ email: 'ana @firma.co', nombre: 'Ana', esNuevo: true })).toBe(
      'El correo electrónico no es válido',
    );
    expect(validarDestinatario({ email: '  ana@firma.co  ', nombre: 'Ana', esNuevo: true })).toBeNull();
  });

  it('needs a non-blank guest name only for a new guest', () => {
    expect(validarDestinatario({ email: 'ana@firma.co', nombre: '  ', esNuevo: true })).toBe(
      MESSAGES.NombreInvitadoRequerido,
    );
    expect(validarDestinatario({ email: 'ana@firma.co', nombre: '', esNuevo: false })).toBeNull();
  });
});
