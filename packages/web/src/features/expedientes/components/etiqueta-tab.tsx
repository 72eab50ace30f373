/** The card's label tab (seed 000 §2): 'Añadir etiqueta', then a field with Ok and Cancelar; Ok or Enter saves. */
import { ETIQUETA_MAX, MESSAGES } from '@expediente/domain';
import { Badge, Button, Group, TextInput, UnstyledButton } from '@mantine/core';
import { IconTag } from '@tabler/icons-react';
import { type FormEvent, useEffect, useState } from 'react';
import { toast } from '../../../lib/toast.ts';
import { useGuardarEtiqueta } from '../api/use-case-edits.ts';

interface EtiquetaTabProps {
  idExpediente: number;
  etiqueta: string | null;
}

export function EtiquetaTab({ idExpediente, etiqueta }: EtiquetaTabProps) {
  const guardar = useGuardarEtiqueta(idExpediente);
  const [actual, setActual] = useState(etiqueta);
  useEffect(() => setActual(etiqueta), [etiqueta]);
  const [editando, setEditando] = useState(false);
  const [texto, setTexto] = useState(etiqueta ?? '');

  const abrir = () => {
    setTexto(actual ?? '');
    setEditando(true);
  };

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
        setActual(respuesta.etiqueta);
        setEditando(false);
        toast.success(respuesta.etiqueta ? 'Etiqueta guardada correctamente.' : 'Etiqueta eliminada.');
      },
      // The typed text stays in the field so the lawyer can retry.
      onError: (error) => toast.error(error.message, { title: 'Ocurrió un error al guardar.' }),
    });
  };

  if (editando) {
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
              if (event.key === 'Escape') setEditando(false);
            }}
          />
          <Button size="xs" type="submit" loading={guardar.isPending}>
            Ok
          </Button>
          <Button size="xs" variant="default" onClick={() => setEditando(false)} disabled={guardar.isPending}>
            Cancelar
          </Button>
        </Group>
      </form>
    );
  }

  if (actual) {
    return (
      <UnstyledButton
        onClick={abrir}
        aria-label={`Etiqueta: ${actual}. Editar etiqueta`}
        title="Editar etiqueta"
      >
        <Badge
          variant="light"
          color="indigo"
          leftSection={<IconTag size={12} />}
          data-testid="etiqueta"
          style={{ textTransform: 'none', maxWidth: 260 }}
        >
          {actual}
        </Badge>
      </UnstyledButton>
    );
  }

  return (
    <Button size="compact-xs" variant="subtle" leftSection={<IconTag size={12} />} onClick={abrir}>
      Añadir etiqueta
    </Button>
  );
}
