import { List, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';

interface LegalSectionProps {
  title: string;
  paragraphs?: string[];
  items?: string[];
  children?: ReactNode;
}

/** One numbered clause of a legal page: heading, paragraphs and an optional list. */
export function LegalSection({ title, paragraphs = [], items = [], children }: LegalSectionProps) {
  return (
    <Stack gap="xs" component="section">
      <Title order={3} size="h4">
        {title}
      </Title>
      {paragraphs.map((paragraph) => (
        <Text key={paragraph} size="sm" lh={1.6}>
          {paragraph}
        </Text>
      ))}
      {items.length > 0 && (
        <List size="sm" spacing={4} withPadding>
          {items.map((item) => (
            <List.Item key={item}>{item}</List.Item>
          ))}
        </List>
      )}
      {children}
    </Stack>
  );
}
