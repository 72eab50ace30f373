import { Group, Text, ThemeIcon } from '@mantine/core';
import { IconGavel } from '@tabler/icons-react';

interface BrandLogoProps {
  inverted?: boolean;
}

export function BrandLogo({ inverted = false }: BrandLogoProps) {
  return (
    <Group gap={8} wrap="nowrap">
      <ThemeIcon size="lg" radius="md" variant={inverted ? 'white' : 'filled'}>
        <IconGavel size={20} />
      </ThemeIcon>
      <Text fw={800} size="lg" c={inverted ? 'white' : undefined} style={{ whiteSpace: 'nowrap' }}>
        Expediente Digital
      </Text>
    </Group>
  );
}
