/**
 * The invited user's activation form (seed 002 §5): a refusal marks the field it is about, so a
 * screen reader announces which one (aria-invalid pointing at the message).
 */
import { MESSAGES } from '@expediente/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEnApp } from '../../../test/render.tsx';
import { ActivationForm } from './activation-form.tsx';

describe('the activation form', () => {
  it('marks the terms checkbox when they were not accepted, and only it', async () => {
    const user = userEvent.setup();
    renderEnApp(<ActivationForm idAbogado="12" idControlCambios="34" />);
    await user.type(screen.getByLabelText('Contraseña'), 'ClaveNueva123');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'ClaveNueva123');
    await user.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));

    const aviso = await screen.findByRole('alert');
    expect(aviso).toHaveTextContent(MESSAGES.TerminosNoAceptados);
    const terminos = screen.getByRole('checkbox', { name: 'Acepto los términos y condiciones de uso' });
    expect(terminos).toHaveAttribute('aria-invalid', 'true');
    expect(terminos).toHaveAttribute('aria-errormessage', aviso.id);
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
  });
});
