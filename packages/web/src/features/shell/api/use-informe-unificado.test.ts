import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { avisoDeFallo } from './use-informe-unificado.ts';

describe('avisoDeFallo', () => {
  it('a report already on its way (Word right after PDF) is told as such, not as an error', () => {
    const aviso = avisoDeFallo(
      new ApiError(409, 'InformeEnCurso', 'Ya estamos generando tu informe de procesos.'),
    );
    expect(aviso.tipo).toBe('info');
    expect(aviso.titulo).toBe('Tu informe ya está en camino');
    expect(aviso.mensaje).toContain('Ya estamos generando tu informe de procesos.');
    expect(aviso.mensaje).toContain('otro formato');
  });

  it("keeps the server's message for other 4xx and asks to retry on anything else", () => {
    expect(avisoDeFallo(new ApiError(400, 'SolicitudInvalida', 'Tipo de informe no válido.'))).toEqual({
      tipo: 'error',
      titulo: 'Error al generar la solicitud',
      mensaje: 'Tipo de informe no válido.',
    });
    expect(avisoDeFallo(new Error('network')).mensaje).toBe('Por favor inténtalo de nuevo en unos minutos.');
  });
});
