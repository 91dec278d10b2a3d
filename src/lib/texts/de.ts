// The browser namespaces of a language that any first screen may need, in one chunk keyed by
// path: one request before the first screen. The e-mail texts stay on the server; the texts of
// the gate, the audit log, the legal pages, the management area, the order desk, the checkout and
// the notification settings come with their routes (./de-by-route).
export default import.meta.glob<Record<string, unknown>>(
  [
    '../../../locales/de/*.json',
    '!../../../locales/de/{mail,order-mail,invoice-pdf}.json',
    '!../../../locales/de/{gate,audit,legal,order-desk,management,checkout,invoices,push,schedule,schedule-import}.json',
  ],
  { eager: true, import: 'default' },
);
