/**
 * 'Mi cuenta' names its sections in sentence case, every one alike: titles typed in capitals were
 * spelt letter by letter by screen readers ('S, E, G, U…').
 */
import type { Perfil } from '@expediente/domain/contrato/perfil';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderEnApp, stubApi } from '../../../test/render.tsx';
import { ProfilePage } from './profile-page.tsx';

const perfil: Perfil = {
  Nombre: 'Laura Martínez Gómez',
  Apellidos: '',
  Email: 'laura@example.co',
  Nit: '',
  Direccion: '',
  Ciudad: '',
  Departamento: '',
  Telefono: '',
  RazonSocial: null,
  TipoDeEnvioNotificaciones: 'agruparTodosLosCambios',
  NotificarUnificada: false,
  NombreUsuario: 'Laura',
  ApellidoUsuario: 'Martínez',
  TipoCuenta: 'Cuenta Principal',
  EsCuentaPrincipal: true,
  DatosFacturacionGuardados: false,
  Prueba: { diasRestantes: 15, diasTotales: 15, fechaFin: '12/12/2026', terminada: false },
};

describe('Mi cuenta', () => {
  it('titles its sections in sentence case and names the billing form the same way', async () => {
    stubApi({ 'GET /perfil': perfil });
    renderEnApp(<ProfilePage />);
    await screen.findByRole('heading', { level: 2, name: 'Datos de la cuenta' });
    const titulos = screen.getAllByRole('heading', { level: 2 }).map((titulo) => titulo.textContent ?? '');
    expect(titulos).toEqual(expect.arrayContaining(['Seguridad', 'Datos de facturación', 'Mis facturas']));
    for (const titulo of titulos) expect(titulo).not.toMatch(/^[^a-záéíóúñ]+$/);
    expect(screen.getByRole('form', { name: 'Datos de facturación' })).toBeInTheDocument();
  });
});
