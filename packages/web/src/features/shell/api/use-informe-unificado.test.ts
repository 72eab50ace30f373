import { describe, expect, it } from 'vitest';
import { ApiError } from '../../../lib/api-client.ts';
import { avisoDeFallo } from './use-informe-unificado.ts';

describe('avisoDeFallo', () => {
  it('the same format asked again while it is built is told as on its way, not as an error', () => {
    const aviso = avisoDeFallo(
      new ApiError(409, 'InformeEnCurso', 'Ya estamos generando tu informe de procesos.'),
    );
    expect(aviso.tipo).toBe('info');
    expect(aviso.titulo).toBe('Tu informe ya está en camino');
    expect(aviso.mensaje).toContain('Ya estamos generando tu informe de procesos.');
    // Another format is not refused (the server queues it): nothing to say about formats here.
    expect(aviso.mensaje).not.toContain('formato');
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
