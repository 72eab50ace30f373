/** The figures of a yearly summary (seed 001 §2 'Yearly summary'), shared by the dialog and the public page. */
import type { Wrapped } from '@expediente/domain/contrato/wrapped';
import { SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { top3 } from './wrapped-api.ts';

function Cifra({ titulo, valor }: { titulo: string; valor: string | number }) {
  return (
    <Stack gap={0} data-testid="cifra-wrapped">
      <Text fz={28} fw={800} c="violet.7">
        {typeof valor === 'number' ? valor.toLocaleString('es-CO') : valor}
      </Text>
      <Text size="sm" c="dimmed">
        {titulo}
      </Text>
    </Stack>
  );
}

function Top({
  titulo,
  valores,
  sufijo,
}: {
  titulo: string;
  valores: Record<string, number>;
  sufijo: string;
}) {
  const lista = top3(valores);
  return (
    <Stack gap={4}>
      <Text fw={700}>{titulo}</Text>
      {lista.length === 0 ? <Text size="sm">—</Text> : null}
      {lista.map((item, index) => (
        <Text key={item.nombre} size="sm">
          {index + 1}. {item.nombre}: {item.valor.toLocaleString('es-CO')}
          {sufijo}
        </Text>
      ))}
    </Stack>
  );
}

export function WrappedResumen({ wrapped }: { wrapped: Wrapped }) {
  return (
    <Stack gap="lg">
      <Title order={3}>Tu {wrapped.anio} en Expediente Digital</Title>
      <SimpleGrid cols={{ base: 2, sm: 3 }}>
        <Cifra titulo="consultas que no tuviste que hacer" valor={wrapped.totalConsultas} />
        <Cifra
          titulo="horas ahorradas por día"
          valor={wrapped.totalHorasAhorradasPorDia.toLocaleString('es-CO', { maximumFractionDigits: 1 })}
        />
        <Cifra titulo="días vigilando tus procesos" valor={wrapped.diasConConsulta} />
        <Cifra titulo="cambios encontrados" valor={wrapped.totalCambios} />
        <Cifra titulo="procesos con cambios" valor={wrapped.totalExpedientesConCambios} />
        <Cifra
          titulo={`cambios en ${wrapped.mesConMasCambios ?? '—'}, tu mes más movido`}
          valor={wrapped.numeroCambiosMesConMasCambios}
        />
      </SimpleGrid>
      {wrapped.diaConMasCambios ? (
        <Text>
          Los días con más movimiento fueron el <strong>{wrapped.diaConMasCambios}</strong>
          {wrapped.diaConSegundoMasCambios ? (
            <>
              {' '}
              y el <strong>{wrapped.diaConSegundoMasCambios}</strong>
            </>
          ) : null}
          .
        </Text>
      ) : null}
      <SimpleGrid cols={{ base: 1, sm: 2 }}>
        <Top titulo="Fuentes más consultadas" valores={wrapped.porcentajeConsultas} sufijo="%" />
        <Top titulo="Fuentes con más cambios" valores={wrapped.totalCambiosPorFuente} sufijo=" cambios" />
      </SimpleGrid>
    </Stack>
  );
}
