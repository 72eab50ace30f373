/**
 * The rotating card's count agrees in number and is not capitalised mid-sentence (issue 21, item 9):
 * the seed's '15 Cambios encontrados' read '1 Cambios encontrados' on a night with one change.
 */
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { TarjetaRotativa } from './tarjeta-rotativa.tsx';

function conCambios(totalCambios: number) {
  stubApi({
    'GET /ResumenActualizacion/TarjetaEstadisticas': { habilitada: true },
    'GET /ResumenActualizacion/UltimoResumen/Estadisticas': { totalCambios, horasAhorradas: '0:05' },
  });
  renderEnApp(<TarjetaRotativa />);
}

describe('the rotating statistics card', () => {
  it('says one change in the singular', async () => {
    conCambios(1);
    expect(await screen.findByText('1 cambio encontrado')).toBeInTheDocument();
  });

  it('says several changes in the plural, in lower case', async () => {
    conCambios(15);
    expect(await screen.findByText('15 cambios encontrados')).toBeInTheDocument();
  });
});
