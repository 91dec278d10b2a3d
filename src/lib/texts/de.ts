// Every browser namespace of a language in one chunk, keyed by path: one request before the first
// screen. The e-mail texts stay on the server.
export default import.meta.glob<Record<string, unknown>>(
  ['../../../locales/de/*.json', '!../../../locales/de/{mail,order-mail}.json'],
  { eager: true, import: 'default' },
);
