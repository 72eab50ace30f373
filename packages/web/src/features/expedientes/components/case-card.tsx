/**
 * A case in the Procesos list (seed 000 §2 'Case card'), with its own edits. Its static parts are
 * plain elements styled by case-card.module.css and its editors mount when the lawyer reaches for
 * them: a card with ~48 Mantine components cost 40–50 ms of CPU to mount, 20 a page (issue 21,
 * item 18; bench/RESULTS.md § 0004).
 */

import type { Expediente } from '@expediente/domain/contrato/expedientes';
import { memo } from 'react';
import { Link, useLocation } from 'react-router';
import { useAbogadoSesion } from '../api/use-abogado-sesion.ts';
import { esAbogadoNoCliente } from './abogado-no-cliente.ts';
import classes from './case-card.module.css';
import { CaseField } from './case-field.tsx';
import { CaseStatus } from './case-status.tsx';
import { EliminarExpedienteButton } from './eliminar-expediente-dialog.tsx';
import { EtapaProcesalPicker } from './etapa-procesal-picker.tsx';
import { EtiquetaTab } from './etiqueta-tab.tsx';
import { insigniaStyle } from './mantine-color.ts';
import { ResumenSection } from './resumen/resumen-section.tsx';
import { TerminoPendiente } from './termino-pendiente.tsx';
import { UltimoComentario } from './ultimo-comentario.tsx';
import { UltimoDocumento } from './ultimo-documento.tsx';

/** Router state the detail page reads to go back where the lawyer came from ('Regresar'). */
export interface OrigenState {
  origen: string;
}

/**
 * Memoised: the list keeps each unchanged case's object across answers (TanStack Query's structural
 * sharing, and the merge of pushed updates), so a new tag or a source update draws that one card
 * again, not the page of 20 (issue 21, item 18; procesos-escritura.test.tsx).
 */
export const CaseCard = memo(function CaseCard({ expediente }: { expediente: Expediente }) {
  const location = useLocation();
  const noCliente = esAbogadoNoCliente(expediente, useAbogadoSesion());
  const origen: OrigenState = { origen: `${location.pathname}${location.search}` };
  return (
    <li
      className={classes.card}
      data-testid="case-card"
      data-variante={noCliente ? 'abogado-no-cliente' : 'normal'}
    >
      <div className={classes.cabecera}>
        <div className={classes.titulo}>
          <Link
            className={classes.radicado}
            to={`/admin/DetalleDelExpediente/${expediente.id}`}
            state={origen}
          >
            {expediente.numero}
          </Link>
          <p className={`${classes.sm} ${classes.dimmed}`}>
            {expediente.ciudad ?? '(Ciudad sin especificar)'}
          </p>
        </div>
        <div className={classes.acciones}>
          {expediente.creadoPorCambioEntidad ? (
            <span className={classes.insignia} style={insigniaStyle('violet', 'light')}>
              Creado por cambio de instancia
            </span>
          ) : null}
          <EtiquetaTab idExpediente={expediente.id} etiqueta={expediente.etiqueta} />
          <EliminarExpedienteButton expediente={expediente} />
        </div>
      </div>
      <div className={classes.fields}>
        <CaseField label="Despacho" value={expediente.despacho} />
        <CaseField label="Clase" value={expediente.clase} />
        <CaseField label="Demandantes" value={expediente.demandantes} />
        <CaseField label="Demandados" value={expediente.demandados} />
      </div>
      <div className={classes.fields}>
        <EtapaProcesalPicker idExpediente={expediente.id} idEtapaProcesal={expediente.idEtapaProcesal} />
        <UltimoComentario />
      </div>
      <ResumenSection idExpediente={expediente.id} resumen={expediente.resumen} />
      <UltimoDocumento expediente={expediente} />
      <TerminoPendiente termino={expediente.terminoPendiente} />
      {/* Seed 000 §2: in the 'lawyer is not the client' variant the source cards are disabled. */}
      <CaseStatus expediente={expediente} disabled={noCliente} />
    </li>
  );
});
