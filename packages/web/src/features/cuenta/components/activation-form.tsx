import { MESSAGES, validateActivation } from '@expediente/domain';
import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { TermsDialog } from '../../legal/index.ts';
import { activateInvitation } from '../api/cuenta-api.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { useEntrarConSesion } from './entrar-con-sesion.ts';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';
import {
  type CampoContrasenaNueva,
  CONTRASENA_NUEVA_VACIA,
  campoDeContrasenaNueva,
  ParContrasenaNueva,
} from './par-contrasena-nueva.tsx';

interface ActivationFormProps {
  idAbogado: string | null;
  idControlCambios: string | null;
}

export function ActivationForm({ idAbogado, idControlCambios }: ActivationFormProps) {
  const [contrasena, setContrasena] = useState(CONTRASENA_NUEVA_VACIA);
  const [aceptaTerminos, setAceptaTerminos] = useState(false);
  const aviso = useAvisoFormulario<CampoContrasenaNueva | 'terminos'>();
  const sesion = useEntrarConSesion();
  const [isTermsOpen, terms] = useDisclosure(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateActivation({ idAbogado, idControlCambios, ...contrasena, aceptaTerminos });
    aviso.avisar(
      invalid && MESSAGES[invalid],
      invalid === 'TerminosNoAceptados' ? 'terminos' : campoDeContrasenaNueva(invalid, contrasena),
    );
    if (invalid || !idAbogado || !idControlCambios) return;

    await sesion.entrar({
      pedir: () => activateInvitation(idAbogado, idControlCambios, { ...contrasena, aceptaTerminos }),
      mensajes: {
        sinToken: MESSAGES.ErrorActivarUsuario,
        fallo: MESSAGES.ErrorActivarUsuario,
        rechazo: MESSAGES.ErrorActivarUsuario,
      },
      destino: () => activationTarget(idControlCambios),
    });
  }

  return (
    <>
      <MarcoFormularioCuenta
        onSubmit={handleSubmit}
        aviso={aviso}
        textoEnviar="Activar mi cuenta"
        enviando={sesion.enviando}
      >
        <ParContrasenaNueva
          variante="activacion"
          valores={contrasena}
          onChange={setContrasena}
          marca={aviso.marca}
        />
        <Checkbox
          label="Acepto los términos y condiciones de uso"
          checked={aceptaTerminos}
          onChange={(event) => setAceptaTerminos(event.currentTarget.checked)}
          {...aviso.marca('terminos')}
        />
        <Anchor component="button" type="button" size="sm" onClick={terms.open} w="fit-content">
          Ver términos y condiciones
        </Anchor>
      </MarcoFormularioCuenta>
      <TermsDialog opened={isTermsOpen} onClose={terms.close} />
    </>
  );
}

/**
 * The invitation's secret starts with the control it shares ('{idControl}-{random}'): a coordinator
 * lands on that day's report; a colleague invited from 'Usuarios asociados' ('0-…') on the cases.
 */
export function activationTarget(idControlCambios: string): string {
  const idControl = Number(/^(\d+)-/.exec(idControlCambios)?.[1] ?? 0);
  return idControl > 0
    ? `/admin/ControlCambios/${idControl}?tipoInforme=informeCoordinador`
    : '/admin/default';
}
