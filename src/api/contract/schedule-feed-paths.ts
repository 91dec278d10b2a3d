// Kept apart from the schemas (no zod): the program page's feed links load only this.

/** Public paths of an edition's feeds (relative to the site). */
export const scheduleFeedPaths = (year: number, language: 'de' | 'en') => ({
  xml: `/api/schedule/${year}/${language}/schedule.xml`,
  json: `/api/schedule/${year}/${language}/schedule.json`,
  atom: `/api/schedule/${year}/${language}/changelog.atom`,
  changelog: `/api/schedule/${year}/changelog`,
});
