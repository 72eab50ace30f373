/**
 * The top bar's breadcrumb and page title (seed 002 §2): 'Páginas' / the page name from the route
 * table. On the case route (/admin/DetalleDelExpediente/{id}) the title names the case by its
 * radicado, read with the detail page's own query (same key: no second request).
 */
import { Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useExpediente } from '../../features/expedientes/api/use-expediente-detalle.ts';
import { adminPageTitle, caseIdOfRoute } from '../route-titles.ts';
import clases from './page-breadcrumb.module.css';

export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const title = adminPageTitle(pathname);
  const numero = useExpediente(caseIdOfRoute(pathname)).data?.numero ?? null;

  return (
    <Stack gap={0} miw={0}>
      {/* On a phone the title takes the breadcrumb's line too: beside the burger and the icons the
          breadcrumb went onto two lines and left the title one, 'Control de…'. */}
      <Breadcrumbs separator="/" separatorMargin={4} fz="xs" visibleFrom="md">
        <Text size="xs" c="dimmed">
          {/* The seed's 'Pages', in the product's language (decision 0003). */}
          Páginas
        </Text>
        <Text size="xs">{title}</Text>
      </Breadcrumbs>
      {numero ? (
        // 'Detalle del expediente 5200…' was cut after its first words at 1366 px: the breadcrumb
        // above already names the page, the title names the case.
        <Title order={2} size="h4" className={clases.tituloExpediente}>
          <span className={clases.etiqueta}>Expediente </span>
          <span className={clases.radicado} data-testid="titulo-radicado">
            {numero}
          </span>
        </Title>
      ) : (
        <Title order={2} size="h4" className={clases.titulo}>
          {title}
        </Title>
      )}
    </Stack>
  );
}
