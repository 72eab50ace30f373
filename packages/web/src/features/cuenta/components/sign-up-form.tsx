import { MESSAGES, normalizeNombre, validateSignUp } from '@expediente/domain';
import type { AccountBody } from '@expediente/domain/contrato/cuenta';
import { Anchor, Button, Checkbox, Group, Text, TextInput } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { type FormEvent, useState } from 'react';
import { Link, useSearchParams } from 'react-router';
import { takeReturnUrl } from '../../../lib/session.ts';
import { toast } from '../../../lib/toast.ts';
import { TermsDialog } from '../../legal/index.ts';
import { signUp } from '../api/cuenta-api.ts';
import { useAvisoFormulario } from './aviso-formulario.tsx';
import { CampoContrasena } from './campo-contrasena.tsx';
import { CampoCorreo } from './campo-correo.tsx';
import { useEntrarConSesion } from './entrar-con-sesion.ts';
import { MarcoFormularioCuenta } from './marco-formulario-cuenta.tsx';

/** A referral sign-up link carries both values; only then is the invitation id sent (seed 002 §7). */
function referralInvitationId(searchParams: URLSearchParams): string | undefined {
  const idInvitacion = searchParams.get('idinvitacion');
  const utmCampaign = searchParams.get('utm_campaign');
  return idInvitacion && utmCampaign ? idInvitacion : undefined;
}

type CampoRegistro = 'nombre' | 'email' | 'password' | 'terminos';

/** The field a sign-up validation message is about ('CamposObligatorios': the first empty one). */
export function campoDelError(
  codigo: string,
  valores: { nombre: string; email: string; password: string },
): CampoRegistro {
  if (codigo === 'CamposObligatorios')
    return !valores.nombre.trim() ? 'nombre' : !valores.email.trim() ? 'email' : 'password';
  if (codigo.startsWith('Nombre')) return 'nombre';
  if (codigo === 'CorreoInvalido') return 'email';
  if (codigo.startsWith('Contrasena')) return 'password';
  return 'terminos';
}

export function SignUpForm() {
  const [searchParams] = useSearchParams();
  const [nombre, setNombre] = useState('');
  const [email, setEmail] = useState('');
  const [password, setPassword] = useState('');
  const [aceptaTerminos, setAceptaTerminos] = useState(false);
  const aviso = useAvisoFormulario<CampoRegistro>();
  const sesion = useEntrarConSesion();
  const [isTermsOpen, terms] = useDisclosure(false);

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const invalid = validateSignUp({ nombre, email, password, aceptaTerminos });
    aviso.avisar(
      invalid && MESSAGES[invalid],
      invalid && campoDelError(invalid, { nombre, email, password }),
    );
    if (invalid) return;

    const request: AccountBody = {
      nombre: normalizeNombre(nombre),
      email: email.trim(),
      password,
      aceptaTerminos,
    };
    const idInvitacion = referralInvitationId(searchParams);
    if (idInvitacion) request.idInvitacionUsuarioReferido = idInvitacion;

    await sesion.entrar({
      pedir: () => signUp(request),
      // Seed 002 §5: any other failed registration answer reads as an e-mail already in use.
      mensajes: {
        sinToken: MESSAGES.ErrorRegistro,
        fallo: MESSAGES.ErrorRegistro,
        rechazo: MESSAGES.CorreoEnUso,
      },
      destino: takeReturnUrl,
      alEntrar: (answer) => {
        if (answer.message) toast.success(answer.message);
      },
    });
  }

  return (
    <>
      <MarcoFormularioCuenta
        onSubmit={handleSubmit}
        aviso={aviso}
        textoEnviar="Crear mi cuenta"
        enviando={sesion.enviando}
        pie={
          <Text size="sm" ta="center">
            ¿Ya tienes una cuenta?{' '}
            <Anchor component={Link} to="/auth/sign-in" fw={600}>
              Inicia sesión
            </Anchor>
          </Text>
        }
      >
        <TextInput
          label="Nombre"
          placeholder="Tu nombre completo"
          autoComplete="name"
          value={nombre}
          onChange={(event) => setNombre(event.currentTarget.value)}
          {...aviso.marca('nombre')}
        />
        <CampoCorreo value={email} onChange={setEmail} marca={aviso.marca('email')} />
        <CampoContrasena
          label="Contraseña"
          placeholder="Mínimo 8 caracteres"
          autoComplete="new-password"
          value={password}
          onChange={setPassword}
          marca={aviso.marca('password')}
        />
        <Group gap="xs" wrap="nowrap" align="center">
          <Checkbox
            label="Acepto los términos y condiciones de uso"
            checked={aceptaTerminos}
            onChange={(event) => setAceptaTerminos(event.currentTarget.checked)}
            {...aviso.marca('terminos')}
          />
        </Group>
        <Button variant="subtle" size="compact-sm" onClick={terms.open} type="button" w="fit-content">
          Ver términos y condiciones
        </Button>
      </MarcoFormularioCuenta>
      <TermsDialog opened={isTermsOpen} onClose={terms.close} />
    </>
  );
}
