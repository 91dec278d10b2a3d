// The browser namespaces of a language that any first screen may need, in one chunk keyed by
// path: one request before the first screen. The texts of e-mails, PDFs, wallet passes and the
// sandbox payment page stay on the server; those of pages few people open come with their routes
// (./en-by-route, ./en-staff, the accessibility statement in i18n.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/en/*.json',
    '!../../../locales/en/{mail,order-mail,invoice-pdf,sandbox-payment,wallet-pass}.json',
    '!../../../locales/en/{gate,audit,legal,accessibility,order-desk,management,checkout,invoices,push}.json',
    '!../../../locales/en/{friends,sitemap,schedule,schedule-import}.json',
  ],
  { eager: true, import: 'default' },
);
