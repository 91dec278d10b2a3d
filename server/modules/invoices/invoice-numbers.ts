import { sql } from 'drizzle-orm';
import { queryRows, type Executor } from '../../db/client';

/** One series for invoices and cancellation invoices: RE-<year>-<number, six digits or more>. */
export const INVOICE_SERIES = 'RE';

export const formatInvoiceNumber = (series: string, year: number, number: number): string =>
  `${series}-${year}-${String(number).padStart(6, '0')}`;

/**
 * The next number of `series` in `year`, in the caller's transaction. The counter row is
 * inserted or counted up in one statement, which locks it until that transaction ends: a
 * concurrent issuer waits, and a rollback gives the number back, so the series has no gaps.
 */
export async function nextInvoiceNumber(
  tx: Executor,
  series: string,
  year: number,
): Promise<string> {
  const [row] = await queryRows<{ last_number: number }>(
    tx,
    sql`INSERT INTO invoice_counters (series, year, last_number) VALUES (${series}, ${year}, 1)
        ON CONFLICT (series, year) DO UPDATE SET last_number = invoice_counters.last_number + 1
        RETURNING last_number`,
  );
  if (!row) throw new Error('The invoice counter returned no number');
  return formatInvoiceNumber(series, year, Number(row.last_number));
}
