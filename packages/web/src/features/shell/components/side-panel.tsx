/**
 * The side panel (seed 002 §2): the case list link with its count, and the shortcuts. Registering
 * is disabled, with its reason, while EstadoFacturacion is true (seed 002 §4). Administrators
 * also get their pages (decision 0015's product communications).
 */
import { TOASTS_CONTROL_CAMBIOS } from '@expediente/domain';
import { Badge, Button, CloseButton, Divider, Menu, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import {
  IconApps,
  IconBell,
  IconBuildingBank,
  IconBulb,
  IconChartPie,
  IconChecklist,
  IconClockHour4,
  IconDeviceMobile,
  IconDownload,
  IconFolders,
  IconListSearch,
  IconPlus,
  IconReportSearch,
  IconShieldCheck,
  IconSpeakerphone,
  IconUserCircle,
  IconUsers,
} from '@tabler/icons-react';
import { Link, useLocation, useNavigate } from 'react-router';
import { USAGE_RECOMMENDATIONS_URL } from '../../../lib/external-links.ts';
import { toast } from '../../../lib/toast.ts';
import { BOTON_ENVOLVENTE } from '../../../ui/boton-envolvente.ts';
import { BrandLogo } from '../../../ui/brand-logo.tsx';
import { rutaDelControlDeHoy } from '../../control-cambios/index.ts';
import type { SessionUser } from '../../cuenta/index.ts';
import { abrirCuentaEnDatos } from '../../estadisticas/index.ts';
import { DEFAULT_ORDER, useExpedientesPaginados } from '../../expedientes/index.ts';
import { useContadoresMenu } from '../../notificaciones/index.ts';
import { useServiciosIntegradosHabilitado } from '../../superintendencias/index.ts';
import { useVerificarProcesos } from '../../verificacion/index.ts';
import { TIPOS_INFORME, useSolicitarInformeUnificado } from '../api/use-informe-unificado.ts';
import { dialogoDiferido } from './dialogo-diferido.tsx';
import { EnlacePanel } from './enlace-panel.tsx';
import { RegistrarProcesosDialog } from './registrar-procesos-dialog.tsx';
import clases from './side-panel.module.css';
import { REGISTRO_BLOQUEADO_MOTIVO, useRegistrarProcesos } from './use-registrar-procesos.ts';

// The panel's dialogs download and mount the first time they are opened (a lazy import() may skip
// a feature's door: through index.ts it would stay in the shell's bundle).
const VerificadorDialog = dialogoDiferido(() =>
  import('../../verificador/verificador-dialog.tsx').then((modulo) => modulo.VerificadorDialog),
);
const SuperintendenciasWizard = dialogoDiferido(() =>
  import('../../superintendencias/components/superintendencias-wizard.tsx').then(
    (modulo) => modulo.SuperintendenciasWizard,
  ),
);
const DescargarAppDialog = dialogoDiferido(() =>
  import('../../onboarding/components/descargar-app-dialog.tsx').then((modulo) => modulo.DescargarAppDialog),
);

interface SidePanelProps {
  session: SessionUser;
  onNavigate: () => void;
}

export function SidePanel({ session, onNavigate }: SidePanelProps) {
  const { pathname } = useLocation();
  const navigate = useNavigate();
  // Same query (key included) as the Procesos page's first screen, so the count costs no request.
  const total = useExpedientesPaginados('', DEFAULT_ORDER).data?.pages[0]?.total ?? null;
  // Only the account holder manages associated users; an associate never sees the entry.
  const isAssociate = session.resumen?.master === false;
  const contadores = useContadoresMenu();
  const registrar = useRegistrarProcesos();
  const verificar = useVerificarProcesos(onNavigate);
  const informe = useSolicitarInformeUnificado();
  const [isVerificadorOpen, verificador] = useDisclosure(false);
  const [isSuperintendenciasOpen, superintendencias] = useDisclosure(false);
  const [isDescargarAppOpen, descargarApp] = useDisclosure(false);
  const serviciosIntegrados = useServiciosIntegradosHabilitado().data === true;
  // Below the layout's 'lg' the panel is a full-width drawer: a menu to its right opened off the
  // screen on a phone (the report's formats unreachable, the page scrolling sideways).
  const { breakpoints } = useMantineTheme();
  const panelFijo = useMediaQuery(`(min-width: ${breakpoints.lg})`);
  const esAdministrador = session.usuario?.esAdministrador === true;

  return (
    <div className={clases.panel}>
      <div className={clases.cabecera}>
        <BrandLogo />
        {/* On small screens the panel covers the top bar, so it carries its own close button. */}
        <CloseButton hiddenFrom="lg" aria-label="Cerrar menú lateral" onClick={onNavigate} />
      </div>
      <div className={clases.desplazable}>
        <div className={clases.lista}>
          <EnlacePanel
            to="/admin/default"
            label="Procesos"
            leftSection={<IconFolders size={18} />}
            rightSection={total !== null ? <Badge size="sm">{total}</Badge> : null}
            active={pathname === '/admin/default'}
            onClick={onNavigate}
          />
          {/* A button: the destination is looked up on click, and a link without href is an <a>
              the keyboard cannot reach (issue 24). */}
          <EnlacePanel
            label="Control de cambios"
            leftSection={<IconChecklist size={18} />}
            rightSection={
              contadores.cambiosPorRevisar > 0 ? (
                <Badge
                  size="sm"
                  color="orange"
                  aria-label={`${contadores.cambiosPorRevisar} cambios por revisar`}
                >
                  {contadores.cambiosPorRevisar}
                </Badge>
              ) : null
            }
            active={pathname.startsWith('/admin/ControlCambios') || pathname === '/admin/CalendarioDeCambios'}
            onClick={() => {
              onNavigate();
              rutaDelControlDeHoy()
                .then((ruta) => navigate(ruta))
                .catch(() => toast.error(TOASTS_CONTROL_CAMBIOS.historialError.message, { title: 'Error' }));
            }}
          />
          <EnlacePanel
            to="/admin/NotificacionesCambio"
            label="Notificaciones"
            leftSection={<IconBell size={18} />}
            rightSection={
              contadores.noVistas > 0 ? (
                <Badge size="sm" color="red" aria-label={`${contadores.noVistas} notificaciones sin ver`}>
                  {contadores.noVistas}
                </Badge>
              ) : null
            }
            active={pathname.startsWith('/admin/NotificacionesCambio')}
            onClick={onNavigate}
          />
          <EnlacePanel
            to="/admin/UltimosCambios"
            label="Últimos cambios"
            leftSection={<IconClockHour4 size={18} />}
            active={pathname === '/admin/UltimosCambios'}
            onClick={onNavigate}
          />
          <EnlacePanel
            to="/admin/ResultadoConsulta"
            label="Resultado de la consulta"
            leftSection={<IconReportSearch size={18} />}
            active={pathname.startsWith('/admin/ResultadoConsulta')}
            onClick={onNavigate}
          />
          {/* Profile, billing, invoices, calendar feed, API keys and webhooks (issue 21.10). */}
          <EnlacePanel
            to="/admin/profile"
            label="Mi cuenta"
            leftSection={<IconUserCircle size={18} />}
            active={pathname === '/admin/profile'}
            onClick={onNavigate}
          />
          <hr className={clases.divisor} />
          <Button
            leftSection={<IconPlus size={16} />}
            onClick={() => {
              registrar.open();
              onNavigate();
            }}
            disabled={registrar.isBlocked}
            aria-describedby={registrar.isBlocked ? 'registro-bloqueado-motivo' : undefined}
            styles={BOTON_ENVOLVENTE}
          >
            Registrar procesos
          </Button>
          {registrar.isBlocked ? (
            <p id="registro-bloqueado-motivo" className={clases.motivo}>
              {REGISTRO_BLOQUEADO_MOTIVO}
            </p>
          ) : null}
          <Button
            variant="light"
            leftSection={<IconBuildingBank size={16} />}
            onClick={() => {
              superintendencias.open();
              onNavigate();
            }}
            disabled={registrar.isBlocked}
            styles={BOTON_ENVOLVENTE}
          >
            Registrar superintendencias
          </Button>
          {/* The lawyer picks the file the report is e-mailed as. */}
          <Menu position={panelFijo ? 'right-start' : 'bottom-start'} withinPortal>
            <Menu.Target>
              <Button
                variant="light"
                leftSection={<IconDownload size={16} />}
                loading={informe.isPending}
                styles={BOTON_ENVOLVENTE}
              >
                Descargar todos los procesos
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              <Menu.Label>Recibir el informe en</Menu.Label>
              {TIPOS_INFORME.map(({ tipo, nombre }) => (
                <Menu.Item key={tipo} onClick={() => informe.mutate(tipo)}>
                  {nombre}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button
            variant="light"
            leftSection={<IconShieldCheck size={16} />}
            onClick={verificar.iniciar}
            loading={verificar.isPending}
            styles={BOTON_ENVOLVENTE}
          >
            Verificar mis procesos
          </Button>
          <Button
            variant="light"
            leftSection={<IconListSearch size={16} />}
            onClick={() => {
              verificador.open();
              onNavigate();
            }}
            styles={BOTON_ENVOLVENTE}
          >
            Verificar procesos faltantes
          </Button>
          <Button
            variant="subtle"
            leftSection={<IconChartPie size={16} />}
            onClick={() => {
              abrirCuentaEnDatos();
              onNavigate();
            }}
            styles={BOTON_ENVOLVENTE}
          >
            Tu cuenta en datos
          </Button>
          <Button
            component="a"
            href={USAGE_RECOMMENDATIONS_URL}
            target="_blank"
            rel="noopener noreferrer"
            variant="subtle"
            leftSection={<IconBulb size={16} />}
            styles={BOTON_ENVOLVENTE}
          >
            Recomendaciones de uso
          </Button>
          {!isAssociate && (
            <Button
              component={Link}
              to="/admin/UsuariosAsociados"
              variant="subtle"
              leftSection={<IconUsers size={16} />}
              onClick={onNavigate}
              styles={BOTON_ENVOLVENTE}
            >
              Usuarios asociados
            </Button>
          )}
          {serviciosIntegrados && (
            <Button
              component={Link}
              to="/admin/Servicios-integrados"
              variant="subtle"
              leftSection={<IconApps size={16} />}
              onClick={onNavigate}
              styles={BOTON_ENVOLVENTE}
            >
              Servicios integrados
            </Button>
          )}
          {esAdministrador && (
            <>
              {/* Administrators only (not the lawyers' first screen): Mantine's labelled divider. */}
              <Divider my="xs" label="Administración" labelPosition="left" />
              <EnlacePanel
                to="/admin/comunicaciones-producto"
                label="Comunicaciones del producto"
                leftSection={<IconSpeakerphone size={18} />}
                active={pathname === '/admin/comunicaciones-producto'}
                onClick={onNavigate}
              />
            </>
          )}
        </div>
      </div>
      <div className={clases.pie}>
        <p className={clases.pieTexto}>Recibe tus notificaciones en el celular</p>
        {/* Installs this web app (decision 0015); the store app is offered inside the dialog. */}
        <Button variant="default" leftSection={<IconDeviceMobile size={16} />} onClick={descargarApp.open}>
          Descarga la app
        </Button>
      </div>
      <RegistrarProcesosDialog {...registrar.dialog} />
      <VerificadorDialog opened={isVerificadorOpen} onClose={verificador.close} />
      <SuperintendenciasWizard opened={isSuperintendenciasOpen} onClose={superintendencias.close} />
      <DescargarAppDialog opened={isDescargarAppOpen} onClose={descargarApp.close} />
    </div>
  );
}
