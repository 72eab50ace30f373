/**
 * An empty section of the control says so without 'Hoy': the page is the control of the day in
 * its title (a past day from the calendar, or last night's read the next morning), and 'Hoy no
 * tuviste procesos que no hayan cambiado' under 'Control de cambios del 05/11/2026' was wrong.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../../test/render.tsx';
import { SeccionCambios } from './seccion-cambios.tsx';

const vacia = { cambios: [], pagina: 1, totalPaginas: 0, totalRegistros: 0 };

describe('an empty section of the change control', () => {
  it.each([
    ['cambios', 'Cambios del día', 'No tuviste cambios en tus procesos este día.'],
    [
      'sinCambios',
      'Procesos sin cambios',
      'Este día no hubo procesos sin consultar ni con 3 meses sin cambios.',
    ],
  ] as const)('%s names the day, not today', async (seccion, titulo, texto) => {
    stubApi({ 'GET /ControlCambiosDia/5/CambiosEnExpedienteDigital*': vacia });
    renderEnApp(
      <SeccionCambios
        idControl={5}
        titulo={titulo}
        seccion={seccion}
        pendientes={0}
        onActualizado={() => {}}
      />,
    );
    const aviso = await screen.findByText(texto);
    expect(aviso.textContent).not.toMatch(/\bHoy\b/);
  });
});
