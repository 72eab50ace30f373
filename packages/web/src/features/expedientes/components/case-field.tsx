/** A labelled case field; a null value reads '(Sin especificar)' (seed 000 §2). */
import { Text } from '@mantine/core';

export const SIN_ESPECIFICAR = '(Sin especificar)';

export function CaseField({ label, value }: { label: string; value: string | null }) {
  return (
    <div>
      <Text size="xs" c="dimmed" fw={600}>
        {label}
      </Text>
      <Text size="sm" style={{ wordBreak: 'break-word' }}>
        {value ?? SIN_ESPECIFICAR}
      </Text>
    </div>
  );
}
