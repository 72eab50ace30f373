/**
 * Activating a source for an existing case (issue 21, item 13): the party inputs start from the
 * parties the case already has, and the court from the radicado.
 */
import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ActivateSourceDialog } from './activate-source-dialog.tsx';

const expediente = {
  id: 7,
  numero: '11001400302720240012300',
  demandantes: 'ANA MARÍA PÉREZ',
  demandados: 'BANCO DE BOGOTÁ S.A.',
};

describe('the activation dialog', () => {
  it.each([3, 5, 6])('prefills the parties the case already has (source %i)', async (tipoFuente) => {
    stubApi({
      'GET /juzgados*': [{ id: '110014003027', nombreDespacho: 'JUZGADO 027 CIVIL MUNICIPAL DE BOGOTÁ' }],
    });
    renderEnApp(<ActivateSourceDialog tipoFuente={tipoFuente} expediente={expediente} onClose={() => {}} />);
    expect(await screen.findByRole('textbox', { name: /Demandante/ })).toHaveValue('ANA MARÍA PÉREZ');
    expect(screen.getByRole('textbox', { name: /Demandado/ })).toHaveValue('BANCO DE BOGOTÁ S.A.');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Confirmar' })).toBeEnabled());
  });
});
