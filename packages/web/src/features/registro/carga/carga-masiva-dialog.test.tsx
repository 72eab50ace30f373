/**
 * The count under the bulk-load text box agrees in number (issue 21 item 9: '1 cambios'): one
 * typed line read '1 líneas · 1 radicados válidos'.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { CargaMasivaDialog } from './carga-masiva-dialog.tsx';

/** The dialog open, with no load under way and none of the typed radicados registered yet. */
function abrirDialogo() {
  stubApi({
    'GET /RegistroAutomaticoProcesos': { existeRegistroActivo: false, registroAutomatico: null },
    'POST /Expedientes/ConsultarRadicados': { radicados: [] },
  });
  const user = userEvent.setup();
  renderEnApp(<CargaMasivaDialog opened onClose={() => {}} />);
  return user;
}

describe('the bulk-load dialog count', () => {
  it('says one line and one valid radicado in the singular', async () => {
    const user = abrirDialogo();
    await user.type(screen.getByLabelText('Radicados'), '11001310300120240012300');
    expect(screen.getByLabelText('Conteo de radicados')).toHaveTextContent(
      '1 línea · 1 radicado válido · 0 con errores',
    );
  });

  it('keeps the plural for two lines, one of them wrong', async () => {
    const user = abrirDialogo();
    await user.type(screen.getByLabelText('Radicados'), '11001310300120240012300{Enter}123');
    expect(screen.getByLabelText('Conteo de radicados')).toHaveTextContent(
      '2 líneas · 1 radicado válido · 1 con errores',
    );
  });
});
