/**
 * The e-mail field shared by sign-in, sign-up and 'He olvidado mi contraseña': an e-mail the rules
 * refuse marks the field with the alert as its error message, and nothing is sent.
 */
import { MESSAGES } from '@expediente/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { OlvideContrasenaForm } from './olvide-contrasena-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

describe('the shared e-mail field', () => {
  it('marks a refused e-mail on the sign-in page, and only that field', async () => {
    const llamadas = stubApi({});
    const user = userEvent.setup();
    renderEnApp(<SignInForm />);
    const correo = screen.getByLabelText('Correo electrónico');
    expect(correo).toHaveAttribute('type', 'email');
    expect(correo).toHaveAttribute('autocomplete', 'email');
    await user.type(correo, 'no-es-un-correo');
    await user.type(screen.getByLabelText('Contraseña'), 'Clave12345');
    await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));

    expect(correo).toHaveAttribute('aria-invalid', 'true');
    expect(correo).toHaveAccessibleErrorMessage(MESSAGES.CorreoInvalido);
    expect(screen.getByLabelText('Contraseña')).not.toHaveAttribute('aria-invalid');
    expect(llamadas).toEqual([]);
  });

  it('asks for the reset link once the e-mail is corrected', async () => {
    const enviado = 'Si el correo tiene una cuenta, te enviamos un enlace.';
    const llamadas = stubApi({ 'POST /RestablecerContrasena/Solicitud': { message: enviado } });
    const user = userEvent.setup();
    renderEnApp(<OlvideContrasenaForm />);
    const correo = screen.getByLabelText('Correo electrónico');
    await user.type(correo, 'ana@ejemplo');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(correo).toHaveAccessibleErrorMessage(MESSAGES.CorreoInvalido);
    expect(llamadas).toEqual([]);

    await user.type(correo, '.com.co');
    await user.click(screen.getByRole('button', { name: 'Enviarme el enlace' }));
    expect(await screen.findByRole('status')).toHaveTextContent(enviado);
    expect(llamadas).toEqual([
      { method: 'POST', path: '/RestablecerContrasena/Solicitud', body: { email: 'ana@ejemplo.com.co' } },
    ]);
  });
});
