/** A small seeded generator (mulberry32): the same seed gives the same sequence of choices. */
export interface Random {
  /** A float in [0, 1). */
  next: () => number;
  /** An integer in [0, max). */
  int: (max: number) => number;
  pick: <T>(items: readonly T[]) => T;
  /** One key of `weights`, chosen with probability proportional to its weight. */
  weighted: <K extends string>(weights: Readonly<Record<K, number>>) => K;
}

export function seededRandom(seed: number): Random {
  let state = seed >>> 0;
  const next = (): number => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
  const int = (max: number): number => Math.floor(next() * max);
  return {
    next,
    int,
    pick: <T>(items: readonly T[]): T => {
      const item = items[int(items.length)];
      if (item === undefined) throw new Error('pick from an empty list');
      return item;
    },
    weighted: <K extends string>(weights: Readonly<Record<K, number>>): K => {
      const entries = Object.entries(weights) as [K, number][];
      const total = entries.reduce((sum, [, weight]) => sum + weight, 0);
      let roll = next() * total;
      for (const [key, weight] of entries) {
        roll -= weight;
        if (roll < 0) return key;
      }
      const last = entries.at(-1);
      if (!last) throw new Error('weighted choice without weights');
      return last[0];
    },
  };
}
