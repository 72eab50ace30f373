/**
 * The card's label tab (seed 000 §2): 'Añadir etiqueta', then a field with Ok and Cancelar; Ok or
 * Enter saves. At rest it is one plain button; the form and its mutation mount when the lawyer
 * opens it (issue 21, item 18), and closing gives the focus back to the button.
 */
import { ETIQUETA_MAX, MESSAGES } from '@expediente/domain';
import { Button, Group, TextInput } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { type FormEvent, useEffect, useRef, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useGuardarEtiqueta } from '../api/use-case-edits.ts';
import classes from './case-card.module.css';
import { insigniaStyle } from './mantine-color.ts';

interface EtiquetaTabProps {
  idExpediente: number;
  etiqueta: string | null;
}

export function EtiquetaTab({ idExpediente, etiqueta }: EtiquetaTabProps) {
  const [actual, setActual] = useState(etiqueta);
  useEffect(() => setActual(etiqueta), [etiqueta]);
  const [editando, setEditando] = useState(false);
  const volverFoco = useRef(false);
  // The button is drawn again when the form closes: it takes the focus back then.
  const enfocarAlVolver = (boton: HTMLButtonElement | null) => {
    if (boton && volverFoco.current) {
      volverFoco.current = false;
      boton.focus();
    }
  };
  const cerrar = () => {
    volverFoco.current = true;
    setEditando(false);
  };

  if (editando) {
    return (
      <EtiquetaForm
        idExpediente={idExpediente}
        inicial={actual ?? ''}
        onGuardada={(guardada) => {
          setActual(guardada);
          cerrar();
        }}
        onCancelar={cerrar}
      />
    );
  }

  if (actual) {
    return (
      <button
        type="button"
        ref={enfocarAlVolver}
        className={classes.envoltorio}
        onClick={() => setEditando(true)}
        aria-label={`Etiqueta: ${actual}. Editar etiqueta`}
        title="Editar etiqueta"
      >
        <span
          className={classes.insignia}
          data-mayusculas="no"
          data-testid="etiqueta"
          style={{ ...insigniaStyle('indigo', 'light'), maxWidth: 260 }}
        >
          <IconTag size={12} style={{ flexShrink: 0 }} />
          <span className={classes.insigniaTexto}>{actual}</span>
        </span>
      </button>
    );
  }

  return (
    <button type="button" ref={enfocarAlVolver} className={classes.boton} onClick={() => setEditando(true)}>
      <IconTag size={12} />
      Añadir etiqueta
    </button>
  );
}

function EtiquetaForm({
  idExpediente,
  inicial,
  onGuardada,
  onCancelar,
}: {
  idExpediente: number;
  inicial: string;
  onGuardada: (etiqueta: string | null) => void;
  onCancelar: () => void;
}) {
  const guardar = useGuardarEtiqueta(idExpediente);
  const [texto, setTexto] = useState(inicial);

  const enviar = (event: FormEvent) => {
    event.preventDefault();
    const valor = texto.trim();
    // Checked here too so a long tag is refused without a round trip; the text stays to be cut.
    if (valor.length > ETIQUETA_MAX) {
      toast.error(MESSAGES.EtiquetaMuyLarga, { title: 'Ocurrió un error al guardar.' });
      return;
    }
    guardar.mutate(valor, {
      onSuccess: (respuesta) => {
        onGuardada(respuesta.etiqueta);
        toast.success(respuesta.etiqueta ? 'Etiqueta guardada correctamente.' : 'Etiqueta eliminada.');
      },
      // The typed text stays in the field so the lawyer can retry.
      onError: (error) => toast.error(error.message, { title: 'Ocurrió un error al guardar.' }),
    });
  };

  return (
    <form onSubmit={enviar} aria-label="Etiqueta">
      <Group gap={6} wrap="nowrap">
        <TextInput
          size="xs"
          aria-label="Etiqueta"
          placeholder="Escribe una etiqueta"
          value={texto}
          autoFocus
          readOnly={guardar.isPending}
          onChange={(event) => setTexto(event.currentTarget.value)}
          onKeyDown={(event) => {
            if (event.key === 'Escape') onCancelar();
          }}
        />
        <Button size="xs" type="submit" loading={guardar.isPending}>
          Ok
        </Button>
        <Button size="xs" variant="default" onClick={onCancelar} disabled={guardar.isPending}>
          Cancelar
        </Button>
      </Group>
    </form>
  );
}
