// The startup namespaces (../startup-namespaces.json, checked by startup-texts.test.ts) in one
// chunk: one request instead of six before the first screen. Keyed by path.
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/de/{common,errors,event,nav,program,pwa}.json',
  { eager: true, import: 'default' },
);
