// Every browser namespace of a language in one chunk, keyed by path: one request before the first
// screen. The e-mail texts stay on the server.
export default import.meta.glob<Record<string, unknown>>(
  ['../../../locales/en/*.json', '!../../../locales/en/{mail,order-mail}.json'],
  { eager: true, import: 'default' },
);
