import { describe, expect, it } from 'vitest';
import { informeDiarioEmail } from './informe-diario.ts';

const base = {
  nombre: 'Ana',
  fecha: '26/11/2026',
  totalCambios: 1,
  casos: [
    {
      numero: '11001310300120230012300',
      despacho: null,
      demandantes: 'Ana Pérez',
      demandados: 'Constructora Andina',
      priorizado: false,
      enlace: 'https://app.example/admin/DetalleDelExpediente/5',
      cambios: [
        {
          descripcion: 'Auto admite demanda',
          fecha: '25/11/2026',
          termino: null,
          reglaTermino: null,
          fuentes: 'Unificada',
          razonTito: null,
        },
      ],
    },
  ],
  enlaceControl: 'https://app.example/admin/ControlCambios/7',
  enlaceConfiguracion: 'https://app.example/config',
  enlaceCancelar: 'https://app.example/cancelar',
};

describe('the morning report e-mail (issue 21.2)', () => {
  it('tells the unconsulted cases apart from the changes, in both parts', () => {
    const correo = informeDiarioEmail({ ...base, noConsultados: 6 });
    expect(correo.subject).toBe('1 cambio en tus procesos · 26/11/2026');
    for (const parte of [correo.text, correo.html])
      expect(parte).toContain('Además, no pudimos consultar 6 procesos porque una fuente falló');
    expect(informeDiarioEmail({ ...base, noConsultados: 1 }).text).toContain(
      'no pudimos consultar 1 proceso porque',
    );
  });

  it('says nothing of it when every case was consulted', () => {
    expect(informeDiarioEmail(base).text).not.toContain('no pudimos consultar');
    expect(informeDiarioEmail({ ...base, noConsultados: 0 }).html).not.toContain('no pudimos consultar');
  });
});
