/**
 * The closure form's days read dd/mm/aaaa whatever the browser's language: a date input showed
 * mm/dd/yyyy in an English browser. The API still receives aaaa-mm-dd.
 */
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { type LlamadaApi, renderEnApp, stubApi } from '../../test/render.tsx';
import { CierresJudicialesCard } from './cierres-judiciales-card.tsx';

function conFormulario() {
  const llamadas = stubApi({
    'GET /CierresJudiciales': [],
    'POST /CierresJudiciales': ({ body }: LlamadaApi) => ({ id: 1, ...(body as object) }),
  });
  renderEnApp(<CierresJudicialesCard />);
  return llamadas;
}

async function llenar(desde: string, hasta: string) {
  const usuario = userEvent.setup();
  await usuario.type(await screen.findByRole('textbox', { name: /^Desde/ }), desde);
  await usuario.type(screen.getByRole('textbox', { name: /^Hasta/ }), hasta);
  await usuario.type(screen.getByRole('textbox', { name: /^Código del despacho/ }), '520014089002');
  await usuario.type(screen.getByRole('textbox', { name: /^Motivo/ }), 'Traslado del despacho');
  await usuario.click(screen.getByRole('button', { name: 'Agregar cierre' }));
}

describe('the closure form', () => {
  it('takes its days as dd/mm/aaaa and sends them as aaaa-mm-dd', async () => {
    const llamadas = conFormulario();
    expect(await screen.findByRole('textbox', { name: /^Desde/ })).toHaveAttribute(
      'placeholder',
      'dd/mm/aaaa',
    );
    await llenar('20/12/2026', '5/1/2027');
    await waitFor(() => expect(llamadas.some((llamada) => llamada.method === 'POST')).toBe(true));
    expect(llamadas.find((llamada) => llamada.method === 'POST')?.body).toMatchObject({
      desde: '2026-12-20',
      hasta: '2027-01-05',
      ambito: 'despacho',
      codigo: '520014089002',
    });
  });

  it('says in Spanish how to write a day that is not one, and sends nothing', async () => {
    const llamadas = conFormulario();
    await llenar('31/02/2026', '12/20/2026');
    expect(await screen.findAllByText(/Escribe una fecha que exista, como dd\/mm\/aaaa/)).toHaveLength(2);
    expect(llamadas.filter((llamada) => llamada.method === 'POST')).toEqual([]);
  });
});
