/**
 * How it works (seed 002 §2, §9): 10% of each referred colleague's billing for 12 months, lost if
 * either account becomes inactive. The seed notes the original's referral text promised a 30-day
 * trial; the trial is 15 days for everyone (§1, §4), so that is what we say (decision 0013).
 */
import { MESES_BENEFICIO_REFERIDO, PORCENTAJE_DESCUENTO_REFERIDO } from '@expediente/domain';
import { List, Paper, Text, Title } from '@mantine/core';

export function ComoFunciona() {
  return (
    <Paper withBorder radius="md" p="md">
      <Title order={4} mb="xs">
        ¿Cómo funciona?
      </Title>
      <List type="ordered" spacing={6} size="sm">
        <List.Item>Invita a un colega abogado con su correo o comparte tu enlace.</List.Item>
        <List.Item>
          Tu colega crea su cuenta desde el enlace de la invitación y disfruta 15 días de prueba gratuita.
        </List.Item>
        <List.Item>
          Cuando empiece a pagar, te descontamos el {PORCENTAJE_DESCUENTO_REFERIDO}% de lo que se le facture,
          durante {MESES_BENEFICIO_REFERIDO} meses, en tu siguiente factura.
        </List.Item>
      </List>
      <Text size="xs" c="dimmed" mt="sm">
        El beneficio se pierde si alguna de las dos cuentas queda inactiva (suspendida o con facturas
        vencidas). Con suficientes colegas, tu factura puede quedar gratis.
      </Text>
    </Paper>
  );
}
