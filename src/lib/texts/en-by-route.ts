// Texts of pages few people open (gate, audit log, legal pages, management, order desk, checkout,
// notification settings, friends, the site map, the schedule changelog and feed links), loaded by
// their routes.
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/en/{gate,audit,legal,order-desk,management,checkout,invoices,push,friends,sitemap,schedule}.json',
  { eager: true, import: 'default' },
);
