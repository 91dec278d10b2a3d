// The browser namespaces of a language that any first screen may need, in one chunk keyed by
// path: one request before the first screen. The texts of e-mails, PDFs, wallet passes and the
// sandbox payment page stay on the server; those of pages few people open come with their routes
// (./de-by-route, ./de-staff, the accessibility statement in i18n.ts).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/de/*.json',
    '!../../../locales/de/{mail,order-mail,invoice-pdf,sandbox-payment,wallet-pass}.json',
    '!../../../locales/de/{gate,audit,legal,accessibility,order-desk,management,checkout,invoices,push}.json',
    '!../../../locales/de/{friends,sitemap,schedule,schedule-import}.json',
  ],
  { eager: true, import: 'default' },
);
