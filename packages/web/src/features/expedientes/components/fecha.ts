/** dd/mm/yyyy for the detail tables; empty values and the placeholder year 0001 read '---' (seed 000 §9). */
import { formatDate } from '../../../lib/dates.ts';

export function fechaCorta(value: string | null | undefined): string {
  if (!value || value.startsWith('0001')) return '---';
  return formatDate(value.length === 10 ? `${value}T00:00:00` : value);
}
