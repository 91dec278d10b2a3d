// Texts of pages few people open (gate, audit log, legal pages, order desk), loaded by their routes.
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/de/{gate,audit,legal,order-desk}.json',
  { eager: true, import: 'default' },
);
