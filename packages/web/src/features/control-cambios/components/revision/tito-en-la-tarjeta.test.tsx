/**
 * Issue 19 §4: the review card shows the anotación cut at a word boundary ('Ver completa' shows it
 * whole, 'Ver menos' cuts it again) next to Tito's reason and the rule it came from.
 */
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { unaNavegacion, unCambioDetalle, unExpediente } from '../../../../test/fixtures-control.ts';
import { renderEnApp, stubApi } from '../../../../test/render.tsx';
import { RevisionWidget } from './revision-widget.tsx';

// Written for this test (not copied from a recorder): the end names the hearing's time.
const ANOTACION =
  'SE FIJA FECHA PARA LA AUDIENCIA INICIAL DEL ARTÍCULO 372 DEL CGP, QUE SE REALIZARÁ DE MANERA VIRTUAL POR LA PLATAFORMA LIFESIZE; LAS PARTES DEBEN COMPARECER CON SUS APODERADOS, LOS TESTIGOS Y LOS DOCUMENTOS QUE PRETENDAN HACER VALER, EL 12 DE MARZO DE 2027 A LAS 9:00 A. M.';

function abrir() {
  stubApi({
    'GET /CambioEnExpedienteDigital/11': unCambioDetalle({
      descripcion: 'Auto de trámite',
      anotacion: ANOTACION,
      esPriorizadoPorTito: true,
      razonDePriorizacion: 'Se fijó o realizó una audiencia o diligencia.',
      reglaDePriorizacion: 'audiencia-en-anotacion',
    }),
    'GET /ControlCambiosDia/7/Navegacion/?idCambio=11&filtradoPor=Todos': unaNavegacion(),
  });
  renderEnApp(<RevisionWidget idCambio={11} rol="dependiente" expediente={unExpediente()} />, {
    ruta: '/admin/DetalleDelExpediente/5?idCambio=11&rol=dependiente',
  });
}

describe("the review card explains Tito's call", () => {
  it("shows Tito's reason and rule beside the anotación, cut at a word and expandable", async () => {
    const user = userEvent.setup();
    abrir();
    const razon = await screen.findByText('Se fijó o realizó una audiencia o diligencia.', undefined, {
      timeout: 3000,
    });
    expect(razon.closest('[role="alert"], .mantine-Alert-root')).toHaveTextContent(
      'Tito priorizó este cambio',
    );
    // The rule's slug as words, with its tildes.
    expect(screen.getByTestId('regla-tito')).toHaveTextContent('Regla de Tito: audiencia en anotación');

    const anotacion = screen.getByTestId('anotacion-cambio');
    const corta = anotacion.textContent ?? '';
    expect(corta).toMatch(/^SE FIJA FECHA PARA LA AUDIENCIA INICIAL .*[A-ZÁÉÍÓÚ]…Ver completa$/);
    expect(corta).not.toContain('9:00 A. M.');
    // Cut between two words, never inside one.
    const antes = corta.replace(/…Ver completa$/, '');
    expect(ANOTACION.startsWith(antes)).toBe(true);
    expect(ANOTACION.charAt(antes.length)).toBe(' ');

    const ver = screen.getByRole('button', { name: 'Ver completa' });
    expect(ver).toHaveAttribute('aria-expanded', 'false');
    await user.click(ver);
    expect(anotacion).toHaveTextContent(`${ANOTACION}Ver menos`);
    expect(screen.getByRole('button', { name: 'Ver menos' })).toHaveAttribute('aria-expanded', 'true');

    await user.click(screen.getByRole('button', { name: 'Ver menos' }));
    expect(anotacion.textContent).toBe(corta);
  });

  it('shows a short anotación whole, with no button', async () => {
    stubApi({
      'GET /CambioEnExpedienteDigital/11': unCambioDetalle({ anotacion: 'Se admite la demanda.' }),
      'GET /ControlCambiosDia/7/Navegacion/?idCambio=11&filtradoPor=Todos': unaNavegacion(),
    });
    renderEnApp(<RevisionWidget idCambio={11} rol="dependiente" expediente={unExpediente()} />, {
      ruta: '/admin/DetalleDelExpediente/5?idCambio=11&rol=dependiente',
    });
    expect(await screen.findByTestId('anotacion-cambio', undefined, { timeout: 3000 })).toHaveTextContent(
      /^Se admite la demanda\.$/,
    );
    expect(screen.queryByRole('button', { name: 'Ver completa' })).toBeNull();
    expect(screen.queryByTestId('regla-tito')).toBeNull();
  });
});
