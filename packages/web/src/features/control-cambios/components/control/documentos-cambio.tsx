/**
 * A change's attached documents from the report and the change table (issue 21.4): the count is a
 * button whose menu lists the files; each is downloaded with the session (see abrirAnexo). The list
 * is read only when the menu opens.
 */
import { Button, Loader, Menu, Text } from '@mantine/core';
import { IconFileDownload, IconPaperclip } from '@tabler/icons-react';
import { useState } from 'react';
import { useAnexos } from '../../api/cambio-api.ts';
import { abrirAnexoConAviso } from '../abrir-anexo.ts';

function ListaAnexos({ idCambio }: { idCambio: number }) {
  const anexos = useAnexos(idCambio);
  if (anexos.isPending) return <Loader size="xs" m="xs" aria-label="Cargando documentos" />;
  if (anexos.isError || !anexos.data?.length)
    return (
      <Text size="sm" p="xs">
        {anexos.isError ? 'No se pudieron cargar los documentos.' : 'Sin documentos adjuntos.'}
      </Text>
    );
  return anexos.data.map((anexo) => (
    <Menu.Item
      key={anexo.id}
      leftSection={<IconFileDownload size={14} />}
      onClick={() => abrirAnexoConAviso(idCambio, anexo)}
    >
      {anexo.nombreArchivo} · {anexo.fechaCreacion}
    </Menu.Item>
  ));
}

export function DocumentosCambio({ idCambio, cantidad }: { idCambio: number; cantidad: number }) {
  const [abierto, setAbierto] = useState(false);
  if (cantidad === 0) return <Text size="sm">0</Text>;
  return (
    <Menu opened={abierto} onChange={setAbierto} position="bottom-end" withinPortal>
      <Menu.Target>
        <Button
          size="compact-sm"
          variant="light"
          leftSection={<IconPaperclip size={14} />}
          aria-label={`${cantidad} ${cantidad === 1 ? 'documento adjunto' : 'documentos adjuntos'}: abrir`}
        >
          {cantidad}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Label>Documentos adjuntos</Menu.Label>
        {abierto ? <ListaAnexos idCambio={idCambio} /> : null}
      </Menu.Dropdown>
    </Menu>
  );
}
