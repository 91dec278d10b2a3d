import type { FastifyPluginCallbackZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { INVOICE_MESSAGES, invoiceUidParams } from '../../../src/api/contract/invoices';
import { HttpError } from '../../plugins/http-error';
import { findInvoice } from './queries';
import { invoiceFilename, renderInvoice } from './render';

/** Invoice PDFs under /api, opened from My Orders: the signed `t` stands in for a login. */
export const invoiceRoutes: FastifyPluginCallbackZod = (app, _options, done) => {
  const { links } = app.ticketKeys;
  const operator = app.config.operator.operator;
  if (app.config.isProduction && !(operator?.addressLines.length && operator.vatId)) {
    app.log.warn(
      'Invoices name no seller address or VAT ID: set IMPRINT_ADDRESS and IMPRINT_VAT_ID',
    );
  }
  app.get('/invoice/:invoiceUid/invoice.pdf', {
    config: { public: true },
    schema: {
      params: invoiceUidParams,
      querystring: z.object({ t: z.string().max(200).optional() }),
    },
    handler: async (request, reply) => {
      const { invoiceUid } = request.params;
      if (!links.checkInvoice(invoiceUid, request.query.t)) {
        throw new HttpError(403, INVOICE_MESSAGES.invoiceLinkInvalid);
      }
      const invoice = await findInvoice(app.db, invoiceUid);
      if (!invoice) throw new HttpError(404, INVOICE_MESSAGES.invoiceLinkInvalid);
      return reply
        .type('application/pdf')
        .header('Cache-Control', 'private, no-store')
        .header(
          'Content-Disposition',
          `attachment; filename="${invoiceFilename(invoice.document)}"`,
        )
        .send(Buffer.from(await renderInvoice(invoice.document)));
    },
  });
  done();
};
