/** Colombian date formatting: Spanish month names and dd/mm/yyyy everywhere. */
import dayjs from 'dayjs';
import 'dayjs/locale/es';

dayjs.locale('es');

export const DATE_FORMAT = 'DD/MM/YYYY';
export const DATES_LOCALE = 'es';

export function formatDate(value: string | number | Date): string {
  return dayjs(value).format(DATE_FORMAT);
}
