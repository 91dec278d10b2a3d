/**
 * CSV as German Excel opens it with a double click: UTF-8 with a byte order mark, semicolons
 * between fields, decimal commas, CRLF line ends, RFC 4180 quoting (docs/decisions.md).
 */

/** A number column we wrote ourselves: never quoted, never guarded. */
export interface CsvNumber {
  readonly cents: number;
}

export type CsvCell = string | number | CsvNumber | null;

export const euros = (cents: number): CsvNumber => ({ cents });

// A spreadsheet runs a cell that starts with one of these as a formula (CSV injection).
const FORMULA_START = /^[=+\-@\t\r]/;

const text = (value: string): string => {
  const safe = FORMULA_START.test(value) ? `'${value}` : value;
  return /[;"\r\n]/.test(safe) || safe !== safe.trim() ? `"${safe.replace(/"/g, '""')}"` : safe;
};

const formatCents = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)},${String(abs % 100).padStart(2, '0')}`;
};

const cell = (value: CsvCell): string => {
  if (value === null) return '';
  if (typeof value === 'number') return String(value);
  if (typeof value === 'object') return formatCents(value.cents);
  return text(value);
};

export const toCsv = (header: string[], rows: CsvCell[][]): string =>
  `\uFEFF${[header, ...rows].map((row) => row.map(cell).join(';')).join('\r\n')}\r\n`;

const BERLIN = new Intl.DateTimeFormat('sv-SE', {
  timeZone: 'Europe/Berlin',
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
});

/** "2025-08-14 21:00:00", Festival time (Europe/Berlin): Excel reads it as a date. */
export const berlinTime = (date: Date | null): string | null => (date ? BERLIN.format(date) : null);
