/**
 * The new password typed twice, shared by the reset page, activation and 'Mi cuenta': a message of
 * the account rules shows in the form's alert, marks the field it is about, and nothing is sent.
 */
import { MESSAGES } from '@expediente/domain';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ActivationForm } from './activation-form.tsx';
import { RestablecerContrasenaForm } from './restablecer-contrasena-form.tsx';
import { SeguridadCard } from './seguridad-card.tsx';

describe('the new password pair', () => {
  it('shows a mismatch on the repeated password and sends nothing until both agree', async () => {
    const llamadas = stubApi({ 'POST /RestablecerContrasena': { message: 'Tu contraseña quedó guardada.' } });
    const user = userEvent.setup();
    renderEnApp(<RestablecerContrasenaForm token="enlace-123" />);
    const nueva = screen.getByLabelText('Contraseña nueva');
    const repetida = screen.getByLabelText('Repite la contraseña nueva');
    await user.type(nueva, 'ClaveNueva123');
    await user.type(repetida, 'ClaveNueva124');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));

    expect(screen.getByRole('alert')).toHaveTextContent(MESSAGES.ContrasenasNoCoinciden);
    expect(repetida).toHaveAttribute('aria-invalid', 'true');
    expect(repetida).toHaveAccessibleErrorMessage(MESSAGES.ContrasenasNoCoinciden);
    expect(nueva).not.toHaveAttribute('aria-invalid');
    expect(llamadas).toEqual([]);

    await user.clear(repetida);
    await user.type(repetida, 'ClaveNueva123');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    await waitFor(() => expect(screen.getByTestId('ubicacion')).toHaveTextContent('/auth/sign-in'));
    expect(llamadas).toEqual([
      {
        method: 'POST',
        path: '/RestablecerContrasena',
        body: { token: 'enlace-123', password: 'ClaveNueva123', passwordRepetida: 'ClaveNueva123' },
      },
    ]);
  });

  it('marks the first password when it is too short on the activation page', async () => {
    const llamadas = stubApi({});
    const user = userEvent.setup();
    renderEnApp(<ActivationForm idAbogado="12" idControlCambios="7-abc" />);
    const password = screen.getByLabelText('Contraseña');
    const repetida = screen.getByLabelText('Repite la contraseña');
    await user.type(password, 'corta');
    await user.type(repetida, 'corta');
    await user.click(screen.getByRole('button', { name: 'Activar mi cuenta' }));

    expect(password).toHaveAttribute('aria-invalid', 'true');
    expect(password).toHaveAccessibleErrorMessage(MESSAGES.ContrasenaCorta);
    expect(repetida).not.toHaveAttribute('aria-invalid');
    expect(llamadas).toEqual([]);
    // Both 'show' toggles are named in Spanish (Mantine's own name is English).
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar contraseña' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Mostrar u ocultar contraseña repetida' })).toBeInTheDocument();
  });

  it("marks the current password, not the new pair, when 'Mi cuenta' lacks it", async () => {
    const llamadas = stubApi({});
    const user = userEvent.setup();
    renderEnApp(<SeguridadCard />);
    await user.type(screen.getByLabelText('Contraseña nueva'), 'ClaveNueva123');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'ClaveNueva124');
    await user.click(screen.getByRole('button', { name: 'Cambiar contraseña' }));

    expect(screen.getByLabelText('Contraseña actual')).toHaveAccessibleErrorMessage(
      MESSAGES.CamposObligatorios,
    );
    expect(screen.getByLabelText('Repite la contraseña nueva')).not.toHaveAttribute('aria-invalid');
    expect(llamadas).toEqual([]);
  });
});
