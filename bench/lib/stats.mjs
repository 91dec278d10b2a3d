/** Median of numbers (mean of the middle two for an even count). */
export const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
};

export const round = (value, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;

/** Runs `once` `runs` times in a row and returns every result. */
export const repeat = async (runs, once) => {
  const results = [];
  for (let i = 0; i < runs; i += 1) results.push(await once(i));
  return results;
};

/** The p-th percentile (nearest rank) of numbers. */
export const percentile = (values, p) => {
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
};
