import type { Config } from '../../config';
import type { InvoiceSeller } from './invoice-document';

/**
 * The seller invoices name: the operator of the imprint (IMPRINT_NAME, IMPRINT_ADDRESS with its
 * lines separated by ';', IMPRINT_VAT_ID). Unset, invoices say "Festival" with no address.
 */
export const invoiceSellerOf = (
  config: Pick<Config, 'operator'>,
  testMode = false,
): InvoiceSeller => {
  const operator = config.operator.operator;
  return operator
    ? { name: operator.name, addressLines: operator.addressLines, vatId: operator.vatId, testMode }
    : { name: 'Festival', addressLines: [], vatId: null, testMode };
};
