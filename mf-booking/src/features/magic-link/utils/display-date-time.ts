import dayjs from 'dayjs';
import customParseFormat from 'dayjs/plugin/customParseFormat';

dayjs.extend(customParseFormat);

/** '2031-06-15' → 'Sun, Jun 15, 2031'; anything else is shown as stored. */
export function displayDate(date: string): string {
  const day = dayjs(date, 'YYYY-MM-DD', true);
  return day.isValid() ? day.format('ddd, MMM D, YYYY') : date;
}

/** '14:30' → '2:30 PM'; anything else is shown as stored. */
export function displayTime(time: string): string {
  const moment = dayjs(time, 'HH:mm', true);
  return moment.isValid() ? moment.format('h:mm A') : time;
}
