/**
 * Last-document block of the case card (seed 000 §2): name cut at 50 characters, source and date;
 * a click opens the document viewer, which mounts only from then on (issue 21, item 18). The server fills
 * it only for accounts with the feature.
 */
import { fuenteById } from '@expediente/domain';
import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { IconFileText } from '@tabler/icons-react';
import { useState } from 'react';
import { DocumentViewer } from '../../fuentes/index.ts';
import classes from './case-card.module.css';
import { colorTexto } from './mantine-color.ts';
import { useMontadoAlAbrir } from './montado-al-abrir.ts';
import { cortarTexto } from './reglas-tarjeta.ts';

export function UltimoDocumento({ expediente }: { expediente: Expediente }) {
  const [abierto, setAbierto] = useState(false);
  const dialogo = useMontadoAlAbrir(abierto);
  const { idUltimoDocumento, nombreUltimoDocumento } = expediente;
  if (idUltimoDocumento === null || idUltimoDocumento === undefined || !nombreUltimoDocumento) return null;
  const fuente =
    expediente.fuenteUltimoDocumento === null || expediente.fuenteUltimoDocumento === undefined
      ? undefined
      : fuenteById(expediente.fuenteUltimoDocumento);
  return (
    <>
      <button
        type="button"
        className={classes.documento}
        onClick={() => setAbierto(true)}
        data-testid="ultimo-documento"
        title={nombreUltimoDocumento}
      >
        <IconFileText size={18} color="var(--mantine-color-blue-6)" style={{ flexShrink: 0 }} />
        <span className={classes.columna} style={{ minWidth: 0 }}>
          <span className={classes.label}>Último documento</span>
          <span className={classes.sm} style={{ color: colorTexto('blue.8') }}>
            {cortarTexto(nombreUltimoDocumento)}
          </span>
          <span className={`${classes.xs} ${classes.dimmed}`}>
            {`${fuente?.nombre ?? 'Fuente desconocida'} · ${expediente.fechaUltimoDocumento ?? '---'}`}
          </span>
        </span>
      </button>
      {dialogo.montado ? (
        <DocumentViewer
          opened={dialogo.abierto}
          onClose={() => setAbierto(false)}
          idDocumento={idUltimoDocumento}
          titulo={nombreUltimoDocumento}
        />
      ) : null}
    </>
  );
}
