/**
 * Signing in with the tokens an account call answers, shared by sign-in and activation: a usable
 * token is stored and the user goes on; an expired one is refused and nothing is stored.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { MAIN_TOKEN_STORAGE_KEY } from '../../../lib/session.ts';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ActivationForm } from './activation-form.tsx';
import { SignInForm } from './sign-in-form.tsx';

function jwt(exp: number): string {
  const base64url = (value: object) => btoa(JSON.stringify(value)).replace(/=+$/, '');
  return `${base64url({ alg: 'HS256' })}.${base64url({ exp })}.firma`;
}
const enUnaHora = () => Math.floor(Date.now() / 1000) + 3600;

async function iniciarSesion() {
  const user = userEvent.setup();
  renderEnApp(<SignInForm />, { ruta: '/auth/sign-in' });
  await user.type(screen.getByLabelText('Correo electrónico'), 'ana@ejemplo.com');
  await user.type(screen.getByLabelText('Contraseña'), 'Clave12345');
  await user.click(screen.getByRole('button', { name: 'Iniciar sesión' }));
}

describe('signing in with the answered tokens', () => {
  it('stores a usable token and opens the cases', async () => {
    const llamadas = stubApi({
      'POST /Login': { token: 'principal', tokenExpedienteDigital: jwt(enUnaHora()) },
    });
    await iniciarSesion();
    await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/admin/default'));
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBe('principal');
    expect(llamadas.map((llamada) => llamada.body)).toEqual([
      { email: 'ana@ejemplo.com', pwd: 'Clave12345' },
    ]);
  });

  it('refuses an expired token: nothing stored, the page stays', async () => {
    const llamadas = stubApi({ 'POST /Login': { token: 'principal', tokenExpedienteDigital: jwt(1) } });
    await iniciarSesion();
    await waitFor(() => expect(llamadas).toHaveLength(1));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Iniciar sesión' })).toBeEnabled());
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBeNull();
    expect(screen.getByTestId('ubicacion')).toHaveTextContent('/auth/sign-in');
  });

  it("takes an activated coordinator to the day's report", async () => {
    stubApi({
      'PUT /UsuariosActivos/12/ActivarInvitacion*': {
        token: 'principal',
        tokenExpedienteDigital: jwt(enUnaHora()),
      },
    });
    const user = userEvent.setup();
    renderEnApp(<ActivationForm idAbogado="12" idControlCambios="7-abc" />);
    await user.type(screen.getByLabelText('Contraseña'), 'ClaveSegura1');
    await user.type(screen.getByLabelText('Repite la contraseña'), 'ClaveSegura1');
    await user.click(screen.getByLabelText('Acepto los términos y condiciones de uso'));
    await user.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));
    await waitFor(() =>
      expect(screen.getByTestId('ubicacion')).toHaveTextContent(
        '/admin/ControlCambios/7?tipoInforme=informeCoordinador',
      ),
    );
    expect(localStorage.getItem(MAIN_TOKEN_STORAGE_KEY)).toBe('principal');
  });
});
