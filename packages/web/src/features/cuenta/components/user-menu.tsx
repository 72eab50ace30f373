import type { ResumenGeneral } from '@expediente/domain/contrato/cuenta';
import { Avatar, Menu, Text, UnstyledButton } from '@mantine/core';
import { IconChartBar, IconConfetti, IconLogout, IconReceipt2, IconUserCircle } from '@tabler/icons-react';
import { useQueryClient } from '@tanstack/react-query';
import { Link, useNavigate } from 'react-router';
import { stopRealtime } from '../../../lib/realtime/realtime-connection.ts';
import { borrarSesion } from '../../../lib/session.ts';
import { abrirEstadisticas } from '../../estadisticas/index.ts';

interface UserMenuProps {
  resumen: ResumenGeneral;
}

function initials(resumen: ResumenGeneral): string {
  const letters = `${resumen.nombre?.[0] ?? ''}${resumen.apellido?.[0] ?? ''}`.toUpperCase();
  return letters || 'U';
}

export function UserMenu({ resumen }: UserMenuProps) {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const nombre = resumen.nombre?.trim();

  function signOut() {
    borrarSesion();
    stopRealtime();
    queryClient.clear();
    navigate('/auth/sign-in', { replace: true });
  }

  return (
    <Menu position="bottom-end" width={240} withArrow shadow="md">
      <Menu.Target>
        {/* The initials the button shows end its name (WCAG 2.5.3, label in name). */}
        <UnstyledButton aria-label={`Menú de usuario ${initials(resumen)}`}>
          <Avatar color="brand" radius="xl">
            {initials(resumen)}
          </Avatar>
        </UnstyledButton>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>
          <Text fw={700} size="sm" c="var(--mantine-color-text)">
            {nombre ? `Hola, ${nombre}` : 'Usuario sin verificar'}
          </Text>
          <Text size="xs" c="dimmed" style={{ wordBreak: 'break-all' }}>
            {resumen.email}
          </Text>
        </Menu.Label>
        {/* Profile, billing, invoices, calendar feed, API keys and webhooks (issue 21.10). */}
        <Menu.Item component={Link} to="/admin/profile" leftSection={<IconUserCircle size={16} />}>
          Mi cuenta
        </Menu.Item>
        {/* On narrow screens the top bar has no room for these two shortcuts. */}
        <Menu.Item
          component={Link}
          to="/admin/simulador-facturacion"
          leftSection={<IconReceipt2 size={16} />}
          hiddenFrom="md"
        >
          Precios
        </Menu.Item>
        <Menu.Item leftSection={<IconChartBar size={16} />} onClick={abrirEstadisticas} hiddenFrom="md">
          Mis estadísticas
        </Menu.Item>
        <Menu.Item
          component={Link}
          to="/admin/default?accion=wrapped"
          leftSection={<IconConfetti size={16} />}
        >
          Tu resumen del año
        </Menu.Item>
        <Menu.Divider />
        <Menu.Item color="red" leftSection={<IconLogout size={16} />} onClick={signOut}>
          Cerrar sesión
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
