/** Time left until the load's expected end, updated each second (seed 000 §4 'Countdown'). */
import { Group, Text } from '@mantine/core';
import { useInterval } from '@mantine/hooks';
import { IconClock } from '@tabler/icons-react';
import { useEffect, useState } from 'react';
import { formatearCuentaRegresiva } from '../model/countdown.ts';

export function CountdownText({ deadline, cargaMasDe5 }: { deadline: string; cargaMasDe5: boolean }) {
  const [now, setNow] = useState(() => Date.now());
  const interval = useInterval(() => setNow(Date.now()), 1000);
  useEffect(() => {
    interval.start();
    return interval.stop;
  }, [interval.start, interval.stop]);
  const remaining = new Date(deadline).getTime() - now;
  return (
    <Group gap={6}>
      <IconClock size={16} />
      <Text size="sm">
        Tiempo estimado restante:{' '}
        <Text span fw={700} ff="monospace" aria-label="Cuenta regresiva">
          {formatearCuentaRegresiva(remaining, cargaMasDe5)}
        </Text>
      </Text>
    </Group>
  );
}
