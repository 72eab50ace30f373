import { Title } from '@mantine/core';
import { PrivacyContent } from '../components/privacy-content.tsx';

export function PrivacyPage() {
  return (
    <>
      <Title order={1} size="h2" mb="lg">
        Política de protección de datos personales
      </Title>
      <PrivacyContent />
    </>
  );
}
