/**
 * The top bar's breadcrumb and page title (seed 002 §2): 'Páginas' / the page name from the route
 * table; on the case route (/admin/DetalleDelExpediente/{id}) the title also shows the case's
 * radicado, read with the detail page's own query (same key: no second request).
 */
import { Breadcrumbs, Stack, Text, Title } from '@mantine/core';
import { useLocation } from 'react-router';
import { useExpediente } from '../../features/expedientes/api/use-expediente-detalle.ts';
import { adminPageTitle, caseIdOfRoute } from '../route-titles.ts';

export function PageBreadcrumb() {
  const { pathname } = useLocation();
  const title = adminPageTitle(pathname);
  const numero = useExpediente(caseIdOfRoute(pathname)).data?.numero ?? null;

  return (
    <Stack gap={0} miw={0}>
      <Breadcrumbs separator="/" separatorMargin={4} fz="xs" visibleFrom="sm">
        <Text size="xs" c="dimmed">
          {/* The seed's 'Pages', in the product's language (decision 0003). */}
          Páginas
        </Text>
        <Text size="xs">{title}</Text>
      </Breadcrumbs>
      <Title order={2} size="h4" lineClamp={1}>
        {title}
        {numero ? (
          <Text span inherit c="dimmed" fw={500} data-testid="titulo-radicado">
            {' '}
            {numero}
          </Text>
        ) : null}
      </Title>
    </Stack>
  );
}
