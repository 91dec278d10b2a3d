/** Stage names are "first + second"; both words are short so names stay within 20 characters. */
export const STAGE_FIRST = [
  'Velvet', 'Nacht', 'Kolibri', 'Monoton', 'Saturn', 'Lumen', 'Echo', 'Frost', 'Amber',
  'Koral', 'Nebula', 'Rhea', 'Tilt', 'Orbit', 'Delta', 'Neon', 'Silt', 'Vanta', 'Halo',
  'Mirage', 'Pale', 'Oblique', 'Tundra', 'Cobalt', 'Static', 'Nova', 'Sable', 'Ghost',
  'Quartz', 'Mono', 'Zephyr', 'Lunar', 'Iris', 'Kairo', 'Umbra', 'Ferro', 'Glas', 'Wald',
  'Helix', 'Opal', 'Strom', 'Polar', 'Rift', 'Sonar', 'Cinder', 'Flux', 'Juno', 'Morph',
] as const;

export const STAGE_SECOND = [
  'Drift', 'Pulse', 'Theory', 'Kollektiv', 'Signal', 'Motion', 'Garden', 'Tapes', 'Circuit',
  'Bloom', 'Engine', 'System', 'Society', 'Habitat', 'Ritual', 'Sequence', 'Voltage', 'Dust',
  'Fever', 'Tides', 'Frequency', 'Club', 'Machine', 'Archive', 'Hours', 'Waves', 'Mode',
  'Parade', 'Shift', 'Arcade', 'Haze', 'Method', 'Cycle', 'Unit', 'Loop', 'Lab',
] as const;

export const CITIES = [
  'Berlin', 'Hamburg', 'Leipzig', 'Cologne', 'Amsterdam', 'Vienna', 'Zurich', 'Copenhagen',
  'Tbilisi', 'Lisbon', 'London', 'Paris', 'Warsaw', 'Prague', 'Lagos', 'Johannesburg',
  'Tokyo', 'Detroit', 'Montreal', 'Barcelona', 'Brussels', 'Kyiv', 'Istanbul', 'Stockholm',
] as const;
