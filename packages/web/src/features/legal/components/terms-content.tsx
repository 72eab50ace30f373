/** Terms of use (seed 002 §1): trial, billing in arrears, plans, refunds, personal use, duties. */
import { Stack, Text } from '@mantine/core';
import { LegalSection } from '../../../ui/legal-section.tsx';

export function TermsContent() {
  return (
    <Stack gap="lg">
      <Text size="sm" lh={1.6}>
        Estos términos regulan el uso de Expediente Digital, el servicio de vigilancia de procesos judiciales
        para abogados y sus asistentes en Colombia. Al crear una cuenta o usar el servicio declaras que los
        has leído y que los aceptas.
      </Text>
      <LegalSection
        title="1. El servicio"
        paragraphs={[
          'Expediente Digital consulta diariamente, en las fuentes judiciales que actives para cada proceso (Rama Judicial, Tyba, Unificada, Estados Electrónicos, Samai, SIUGJ y Publicaciones Procesales), las actuaciones y publicaciones nuevas, y te notifica los cambios encontrados por correo electrónico, en la aplicación móvil y en la web.',
          'El servicio no es gratuito. Su valor depende del plan contratado.',
        ]}
      />
      <LegalSection
        title="2. Periodo de prueba"
        paragraphs={[
          'Toda cuenta nueva inicia con un periodo de prueba gratuito y obligatorio de quince (15) días calendario, contados desde la fecha de creación de la cuenta.',
          'La facturación comienza únicamente después de que registres tus datos de facturación en la página de tu perfil (Mi cuenta).',
        ]}
      />
      <LegalSection
        title="3. Planes y precios"
        paragraphs={[
          'Los planes varían según el número de procesos vigilados y la cantidad de consultas realizadas al mes. El simulador de precios muestra el valor estimado de cada plan.',
          'Cualquier cambio en los precios te lo informaremos con al menos treinta (30) días de anticipación a su entrada en vigencia.',
        ]}
      />
      <LegalSection
        title="4. Facturación y pagos"
        items={[
          'La facturación es mensual y vencida: se cobra el mes de servicio ya prestado.',
          'Las facturas se envían dentro de los primeros ocho (8) días calendario siguientes a la fecha de renovación mensual.',
          'Los pagos se reciben por los canales habilitados: botón de pago con tarjeta y transferencia bancaria.',
          'Los pagos realizados no son reembolsables.',
          'La falta de pago suspende la cuenta: se detienen las consultas y el registro de nuevos procesos hasta que se pongan al día las facturas pendientes.',
        ]}
      />
      <LegalSection
        title="5. Uso personal"
        paragraphs={[
          'La cuenta es de uso personal y no comercial. El titular de la cuenta puede asociar usuarios (dependientes o asistentes) sin costo adicional y responde por el uso que ellos hagan del servicio. No está permitido revender, redistribuir ni explotar comercialmente la información obtenida a través del servicio.',
        ]}
      />
      <LegalSection
        title="6. Responsabilidad sobre los términos procesales"
        paragraphs={[
          'Expediente Digital es una herramienta de apoyo. Las fuentes judiciales pueden estar caídas, retrasadas o publicar información incompleta, y el servicio depende de ellas.',
          'El abogado es el único responsable de vigilar los términos procesales de sus procesos. Expediente Digital no asume responsabilidad por términos vencidos, actuaciones no notificadas o decisiones tomadas con base en la información entregada.',
        ]}
      />
      <LegalSection
        title="7. Cambios a estos términos"
        paragraphs={[
          'Podemos actualizar estos términos. Los cambios relevantes te los informaremos por correo electrónico o dentro de la aplicación antes de que entren en vigencia.',
        ]}
      />
    </Stack>
  );
}
