/** The admin top bar (seed 002 §2): breadcrumb and page name, shortcuts and the user menu. */
import { ActionIcon, Anchor, Burger, Button } from '@mantine/core';
import { IconChartBar, IconCirclePlus, IconGift } from '@tabler/icons-react';
import { Link, useLocation } from 'react-router';
import { PageBreadcrumb } from '../../../app/layouts/page-breadcrumb.tsx';
import { caseIdOfRoute } from '../../../app/route-titles.ts';
import { type SessionUser, UserMenu } from '../../cuenta/index.ts';
import { abrirEstadisticas, TarjetaRotativa, useVistaEstadisticas } from '../../estadisticas/index.ts';
import { dialogoDiferido } from './dialogo-diferido.tsx';
import { PruebaRing } from './prueba-ring.tsx';
import { RegistrarProcesosDialog } from './registrar-procesos-dialog.tsx';
import clases from './top-bar.module.css';
import { useRegistrarProcesos } from './use-registrar-procesos.ts';

/** Seed 002 §6: the free-invoice referral button is for independent litigating lawyers. */
const REFERRAL_PROFILE = 'Ab_Litigante_Independiente';

// 'Mis estadísticas' and 'Tu cuenta en datos' download and mount when first opened (from the bar,
// the user menu, the rotating card or the side panel, through the statistics store).
const EstadisticasModal = dialogoDiferido(() =>
  import('../../estadisticas/components/estadisticas-modal.tsx').then((modulo) => modulo.EstadisticasModal),
);
const CuentaEnDatosDrawer = dialogoDiferido(() =>
  import('../../estadisticas/components/cuenta-en-datos-drawer.tsx').then(
    (modulo) => modulo.CuentaEnDatosDrawer,
  ),
);

interface TopBarProps {
  session: SessionUser;
  isNavbarOpen: boolean;
  onToggleNavbar: () => void;
}

export function TopBar({ session, isNavbarOpen, onToggleNavbar }: TopBarProps) {
  const canSeeReferrals = session.usuario?.perfilCliente === REFERRAL_PROFILE;
  const registrar = useRegistrarProcesos();
  const vistaEstadisticas = useVistaEstadisticas();
  const isCasoAbierto = caseIdOfRoute(useLocation().pathname) !== null;

  return (
    <div className={clases.barra}>
      <div className={clases.inicio}>
        <Burger
          opened={isNavbarOpen}
          onClick={onToggleNavbar}
          hiddenFrom="lg"
          size="sm"
          aria-label="Abrir o cerrar el menú lateral"
        />
        <PageBreadcrumb />
      </div>

      <div className={clases.atajos}>
        {/* Mantine's own class for visibleFrom="xl", without a Box to mount. On a case's page, up
            to 1500 px, the card gives its 300 px to the case's radicado in the title (at 1366 px
            the two overlapped). */}
        <div className={`mantine-visible-from-xl ${isCasoAbierto ? clases.tarjetaCedida : ''}`}>
          <TarjetaRotativa />
        </div>
        {session.status === 'loaded' && <PruebaRing />}
        <Button
          size="xs"
          hiddenFrom="xl"
          visibleFrom="md"
          leftSection={<IconCirclePlus size={16} />}
          {...registrar.boton}
        >
          Registrar proceso
        </Button>
        <ActionIcon
          variant="light"
          size="lg"
          hiddenFrom="md"
          aria-label="Registrar proceso"
          {...registrar.boton}
        >
          <IconCirclePlus size={20} />
        </ActionIcon>
        {canSeeReferrals && (
          <Button
            component={Link}
            to="/admin/beneficios-referidos?source=header_button"
            variant="light"
            color="teal"
            size="xs"
            leftSection={<IconGift size={16} />}
            visibleFrom="xl"
          >
            Tu factura gratis
          </Button>
        )}
        {canSeeReferrals && (
          <ActionIcon
            component={Link}
            to="/admin/beneficios-referidos?source=header_button"
            variant="light"
            color="teal"
            size="lg"
            hiddenFrom="xl"
            aria-label="Tu factura gratis"
          >
            <IconGift size={20} />
          </ActionIcon>
        )}
        <Anchor component={Link} to="/admin/simulador-facturacion" size="sm" fw={600} visibleFrom="md">
          Precios
        </Anchor>
        <Button
          variant="subtle"
          size="xs"
          onClick={abrirEstadisticas}
          visibleFrom="xl"
          leftSection={<IconChartBar size={16} />}
        >
          Mis estadísticas
        </Button>
        <ActionIcon
          variant="subtle"
          size="lg"
          onClick={abrirEstadisticas}
          hiddenFrom="xl"
          visibleFrom="md"
          aria-label="Mis estadísticas"
        >
          <IconChartBar size={20} />
        </ActionIcon>
        {/* Below xl, with the side panel open beside it, the rotating card goes and the gift and
            statistics buttons shrink to icons, so the page title keeps its room (at 1000 px it was
            squeezed to nothing); below md, 'Precios' and 'Mis
            estadísticas' live in the user menu. */}
        {session.status === 'loaded' && session.resumen && <UserMenu resumen={session.resumen} />}
      </div>
      <RegistrarProcesosDialog {...registrar.dialog} />
      <EstadisticasModal opened={vistaEstadisticas === 'modal'} />
      <CuentaEnDatosDrawer opened={vistaEstadisticas === 'cajon'} />
    </div>
  );
}
