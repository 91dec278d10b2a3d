// Texts of staff-only screens (schedule import), fetched when a staff member first opens one and
// never precached (vite.config.ts RUNTIME_ONLY): an attendee's phone does not download them.
export default import.meta.glob<Record<string, unknown>>(
  '../../../locales/en/schedule-import.json',
  {
    eager: true,
    import: 'default',
  },
);
