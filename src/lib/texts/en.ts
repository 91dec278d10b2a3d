// The browser namespaces of a language that any first screen may need, in one chunk keyed by
// path: one request before the first screen. The texts of e-mails, PDFs, wallet passes and the
// sandbox payment page stay on the server; the texts of
// the gate, the audit log, the legal pages, the management area, the order desk, the checkout and
// the notification settings and friends come with their routes (./en-by-route).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/en/*.json',
    '!../../../locales/en/{mail,order-mail,invoice-pdf,sandbox-payment,wallet-pass}.json',
    '!../../../locales/en/{gate,audit,legal,accessibility,order-desk,management,checkout,invoices,push}.json',
    '!../../../locales/en/{mail,order-mail,invoice-pdf}.json',
    '!../../../locales/en/{gate,audit,legal,order-desk,management,checkout,invoices,push,friends}.json',
    '!../../../locales/en/{gate,audit,legal,order-desk,management,checkout,invoices,push,sitemap}.json',
    '!../../../locales/en/{gate,audit,legal,order-desk,management,checkout,invoices,push,schedule}.json',
    '!../../../locales/en/{gate,audit,legal,order-desk,management,checkout,invoices,push,schedule,schedule-import}.json',
  ],
  { eager: true, import: 'default' },
);
