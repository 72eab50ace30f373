import { Title } from '@mantine/core';
import { TermsContent } from '../components/terms-content.tsx';

export function TermsPage() {
  return (
    <>
      <Title order={1} size="h2" mb="lg">
        Términos y condiciones de uso
      </Title>
      <TermsContent />
    </>
  );
}
