import { Paper, Stack, Text, Title } from '@mantine/core';

interface PlaceholderPageProps {
  title: string;
  description?: string;
}

/** A page whose feature is built in a later issue: its title and a short note. */
export function PlaceholderPage({
  title,
  description = 'Esta sección estará disponible próximamente.',
}: PlaceholderPageProps) {
  return (
    <Paper withBorder radius="md" p="xl">
      <Stack gap="xs">
        <Title order={1} size="h3">
          {title}
        </Title>
        <Text c="dimmed">{description}</Text>
      </Stack>
    </Paper>
  );
}
