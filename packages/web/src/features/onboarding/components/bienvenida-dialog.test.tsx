/**
 * The welcome popup greets the lawyer by name in words without grammatical gender: the account
 * does not say who is reading, and '¡Bienvenido…!' told every woman she was a man.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp } from '../../../test/render.tsx';
import { BienvenidaDialog } from './bienvenida-dialog.tsx';

describe('the welcome popup', () => {
  it.each([
    ['Laura', '¡Te damos la bienvenida a Expediente Digital, Laura!'],
    [null, '¡Te damos la bienvenida a Expediente Digital!'],
  ])('with the name %s is named without gender', async (nombre, titulo) => {
    renderEnApp(<BienvenidaDialog opened nombre={nombre} onClose={() => {}} />);
    const dialogo = await screen.findByRole('dialog', { name: titulo });
    expect(dialogo.textContent).not.toMatch(/Bienvenid[oa]/);
  });
});
