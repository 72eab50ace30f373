import { MESSAGES, validateActivation } from '@expediente/domain';
import { Anchor, Checkbox } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { useQueryClient } from '@tanstack/react-query';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { isTokenValid, storeSession } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { TermsDialog } from '../../legal/index.ts';
import { activateInvitation } from '../api/cuenta-api.ts';
import { describeAuthError } from './auth-error.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
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
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [contrasena, setContrasena] = useState(CONTRASENA_NUEVA_VACIA);
  const [aceptaTerminos, setAceptaTerminos] = useState(false);
  const aviso = useAvisoFormulario<CampoContrasenaNueva>();
  const [isSending, setSending] = useState(false);
  const [isTermsOpen, terms] = useDisclosure(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateActivation({ idAbogado, idControlCambios, ...contrasena, aceptaTerminos });
    aviso.avisar(invalid && MESSAGES[invalid], campoDeContrasenaNueva(invalid, contrasena));
    if (invalid || !idAbogado || !idControlCambios) return;

    setSending(true);
    try {
      const tokens = await activateInvitation(idAbogado, idControlCambios, { ...contrasena, aceptaTerminos });
      // Seed 002 §5: the returned token is checked before it is stored.
      if (!isTokenValid(tokens.tokenExpedienteDigital)) {
        toast.error(MESSAGES.ErrorActivarUsuario);
        return;
      }
      storeSession(tokens);
      queryClient.clear();
      navigate(activationTarget(idControlCambios), { replace: true });
    } catch (error) {
      toast.error(describeAuthError(error, MESSAGES.ErrorActivarUsuario, MESSAGES.ErrorActivarUsuario));
    } finally {
      setSending(false);
    }
  }

  return (
    <>
      <MarcoFormularioCuenta
        onSubmit={handleSubmit}
        aviso={aviso}
        textoEnviar="Activar mi cuenta"
        enviando={isSending}
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
