/**
 * The reset page opened from an expired or spent link (issue 21, item 12): once the server refuses
 * the link, the page says so and offers a new one, instead of leaving the form to be filled again.
 */
import { MESSAGES } from '@expediente/domain';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderEnApp } from '../../../test/render.tsx';
import { RestablecerContrasenaForm } from './restablecer-contrasena-form.tsx';

describe('the password reset form', () => {
  it('offers a new link when the server says the link expired', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(
        async () =>
          new Response(
            JSON.stringify({
              code: 'EnlaceRestablecerInvalido',
              message: MESSAGES.EnlaceRestablecerInvalido,
            }),
            { status: 400, headers: { 'Content-Type': 'application/json' } },
          ),
      ),
    );
    const user = userEvent.setup();
    renderEnApp(<RestablecerContrasenaForm token="vencido-123" />);
    await user.type(screen.getByLabelText('Contraseña nueva'), 'ClaveNueva123');
    await user.type(screen.getByLabelText('Repite la contraseña nueva'), 'ClaveNueva123');
    await user.click(screen.getByRole('button', { name: 'Guardar contraseña nueva' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(MESSAGES.EnlaceRestablecerInvalido);
    expect(screen.getByRole('link', { name: 'Pedir un enlace nuevo' })).toHaveAttribute(
      'href',
      '/auth/olvide-contrasena',
    );
    expect(screen.queryByRole('button', { name: 'Guardar contraseña nueva' })).toBeNull();
  });
});
