/**
 * The four slides of 'Mis estadísticas' (seed 002 §2), in the seed's order, built from the last
 * summary's figures: each a total and the parts its stacked bar divides it into.
 */
import { fuenteById } from '@expediente/domain';
import type { CantidadPorFuente, UltimoResumen } from '@expediente/domain/contrato/estadisticas';

export interface ParteSlide {
  etiqueta: string;
  cantidad: number;
  color: string;
}

export interface Slide {
  titulo: string;
  total: number;
  /** What the total counts, under the figure. */
  detalle: string;
  partes: ParteSlide[];
}

/** One colour per source, so a source looks the same on every slide. */
const COLOR_FUENTE: Record<number, string> = {
  0: 'blue',
  1: 'grape',
  2: 'teal',
  3: 'orange',
  4: 'indigo',
  5: 'pink',
  6: 'yellow',
};

function porFuente(filas: CantidadPorFuente[]): ParteSlide[] {
  return filas.map(({ idFuente, cantidad }) => {
    const fuente = fuenteById(idFuente);
    return {
      etiqueta: fuente ? `${fuente.nombre} (${fuente.codigo})` : `Fuente ${idFuente}`,
      cantidad,
      color: COLOR_FUENTE[idFuente] ?? 'gray',
    };
  });
}

export function slidesDe(resumen: UltimoResumen): Slide[] {
  return [
    {
      titulo: 'Total de consultas realizadas',
      total: resumen.totalConsultas,
      detalle: 'consultas de tus procesos en las fuentes',
      partes: [
        { etiqueta: 'Consultadas', cantidad: resumen.consultasRealizadas, color: 'teal' },
        { etiqueta: 'No consultadas', cantidad: resumen.consultasNoRealizadas, color: 'red' },
      ],
    },
    {
      titulo: 'Cambios que recibiste hoy',
      total: resumen.totalCambios,
      detalle: 'actuaciones y coincidencias nuevas',
      partes: porFuente(resumen.cambiosPorFuente),
    },
    {
      titulo: 'Total de fuentes consultadas',
      total: resumen.totalFuentesConsultadas,
      detalle: `${resumen.paginasEvitadas} páginas web que no tuviste que abrir`,
      partes: porFuente(resumen.paginasPorFuente),
    },
    {
      titulo: 'Total de documentos encontrados',
      total: resumen.totalDocumentos,
      detalle: 'autos de tus actuaciones y estados donde aparecen tus partes',
      partes: [
        { etiqueta: 'Autos', cantidad: resumen.documentosAutos, color: 'blue' },
        { etiqueta: 'Estados', cantidad: resumen.documentosEstados, color: 'orange' },
      ],
    },
  ];
}
