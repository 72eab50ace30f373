/** Personal-data protection policy under Ley 1581 de 2012 (seed 002 §1). */
import { Stack, Text } from '@mantine/core';
import { LegalSection } from '../../../ui/legal-section.tsx';

export function PrivacyContent() {
  return (
    <Stack gap="lg">
      <Text size="sm" lh={1.6}>
        Esta política explica cómo Expediente Digital trata los datos personales de sus usuarios, en
        cumplimiento de la Ley 1581 de 2012, el Decreto 1377 de 2013 (compilado en el Decreto 1074 de 2015) y
        demás normas colombianas sobre protección de datos personales.
      </Text>
      <LegalSection
        title="1. Responsable del tratamiento"
        paragraphs={[
          'El responsable del tratamiento es Expediente Digital, con domicilio en Colombia. Canal de atención: protecciondedatos@expedientedigital.co y el chat de soporte de la aplicación.',
        ]}
      />
      <LegalSection
        title="2. Datos que tratamos y finalidades"
        items={[
          'Datos de identificación y contacto: nombre, correo electrónico, teléfono, cédula o NIT, dirección y ciudad, para crear y administrar la cuenta y facturar el servicio.',
          'Datos de los procesos que registras (radicados, partes, despachos), para consultarlos en las fuentes judiciales y notificarte los cambios.',
          'Datos de uso de la aplicación, para mejorar el servicio y atender solicitudes de soporte.',
          'Envío de comunicaciones sobre el servicio, facturas y novedades, de las cuales puedes desistir en cualquier momento.',
        ]}
      />
      <LegalSection
        title="3. Derechos de los titulares"
        paragraphs={['Como titular de los datos tienes derecho a:']}
        items={[
          'Conocer, actualizar y rectificar tus datos personales.',
          'Solicitar prueba de la autorización otorgada para el tratamiento.',
          'Ser informado, previa solicitud, del uso que se ha dado a tus datos.',
          'Presentar quejas ante la Superintendencia de Industria y Comercio por infracciones a la ley.',
          'Revocar la autorización y solicitar la supresión de tus datos cuando no exista un deber legal o contractual de conservarlos.',
          'Acceder en forma gratuita a tus datos personales.',
        ]}
      />
      <LegalSection
        title="4. Consultas"
        paragraphs={[
          'Las consultas se atienden en un término máximo de diez (10) días hábiles contados desde su recibo. Si no fuere posible atenderlas en ese término, te informaremos los motivos de la demora y la fecha de respuesta, que no superará los cinco (5) días hábiles siguientes al vencimiento del primer término.',
        ]}
      />
      <LegalSection
        title="5. Reclamos"
        paragraphs={[
          'Los reclamos (corrección, actualización, supresión o presunto incumplimiento) se atienden en un término máximo de quince (15) días hábiles contados desde el día siguiente a su recibo. Si no fuere posible atenderlos en ese término, te informaremos los motivos de la demora y la fecha de respuesta, que no superará los ocho (8) días hábiles siguientes al vencimiento del primer término.',
          'Si el reclamo está incompleto, te pediremos dentro de los cinco (5) días siguientes a su recibo que subsanes las fallas. Si transcurridos dos (2) meses desde el requerimiento no presentas la información solicitada, se entenderá que desististe del reclamo.',
        ]}
      />
      <LegalSection
        title="6. Seguridad y vigencia"
        paragraphs={[
          'Aplicamos medidas técnicas y administrativas razonables para proteger tus datos contra pérdida, acceso no autorizado o uso indebido. Los datos se conservan mientras la cuenta esté activa y durante el tiempo que exijan las obligaciones legales y contractuales.',
          'Esta política rige desde su publicación. Los cambios sustanciales te los informaremos antes de su aplicación.',
        ]}
      />
    </Stack>
  );
}
