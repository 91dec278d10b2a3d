/** What a venue is used for: festival nights, conference days, or both. */
export type VenueUse = 'festival' | 'conference';

export interface VenueData {
  name: string;
  latitude: number;
  longitude: number;
  website: string;
  use: VenueUse;
  /** Festival nights: first and last hour of play, local time; hours past 24 are the next morning. */
  hours: readonly [number, number];
  /** Two gradient colours for the generated venue image. */
  colors: readonly [string, string];
}

/** Venues along the Spree between Osthafen and Rummelsburg, Berlin. */
export const VENUES: readonly VenueData[] = [
  {
    name: 'Halle am Kai',
    latitude: 52.4971,
    longitude: 13.45185,
    website: 'https://halle-am-kai.example',
    use: 'festival',
    hours: [18, 28],
    colors: ['#ff3c78', '#3a0ca3'],
  },
  {
    name: 'Kesselhaus Osthafen',
    latitude: 52.50098,
    longitude: 13.44612,
    website: 'https://kesselhaus-osthafen.example',
    use: 'festival',
    hours: [22, 30],
    colors: ['#f72585', '#4361ee'],
  },
  {
    name: 'Spreeufer Open Air',
    latitude: 52.4989,
    longitude: 13.4492,
    website: 'https://spreeufer-openair.example',
    use: 'festival',
    hours: [18, 24],
    colors: ['#ffbe0b', '#fb5607'],
  },
  {
    name: 'Kranbahn',
    latitude: 52.50245,
    longitude: 13.44033,
    website: 'https://kranbahn.example',
    use: 'festival',
    hours: [20, 30],
    colors: ['#06d6a0', '#118ab2'],
  },
  {
    name: 'Pumpwerk Ost',
    latitude: 52.49455,
    longitude: 13.4612,
    website: 'https://pumpwerk-ost.example',
    use: 'festival',
    hours: [23, 30],
    colors: ['#8338ec', '#ff006e'],
  },
  {
    name: 'MS Wellenbrecher',
    latitude: 52.4964,
    longitude: 13.4564,
    website: 'https://ms-wellenbrecher.example',
    use: 'festival',
    hours: [19, 26],
    colors: ['#00b4d8', '#03045e'],
  },
  {
    name: 'Turbinenhalle',
    latitude: 52.4877,
    longitude: 13.4953,
    website: 'https://turbinenhalle.example',
    use: 'festival',
    hours: [22, 30],
    colors: ['#e63946', '#1d3557'],
  },
  {
    name: 'Strandbühne Rummelsburg',
    latitude: 52.4942,
    longitude: 13.4815,
    website: 'https://strandbuehne-rummelsburg.example',
    use: 'festival',
    hours: [18, 24],
    colors: ['#f4a261', '#2a9d8f'],
  },
  {
    name: 'Speicher Forum',
    latitude: 52.50172,
    longitude: 13.4419,
    website: 'https://speicher-forum.example',
    use: 'conference',
    hours: [9, 17],
    colors: ['#264653', '#2a9d8f'],
  },
  {
    name: 'Lagerhaus 7',
    latitude: 52.5031,
    longitude: 13.4438,
    website: 'https://lagerhaus-sieben.example',
    use: 'conference',
    hours: [9, 17],
    colors: ['#3d5a80', '#98c1d9'],
  },
  {
    name: 'Werkstatt Lab',
    latitude: 52.50056,
    longitude: 13.44302,
    website: 'https://werkstatt-lab.example',
    use: 'conference',
    hours: [9, 17],
    colors: ['#588157', '#a3b18a'],
  },
  {
    name: 'Hafenkantine',
    latitude: 52.49982,
    longitude: 13.44712,
    website: 'https://hafenkantine.example',
    use: 'conference',
    hours: [9, 17],
    colors: ['#bc6c25', '#dda15e'],
  },
  {
    name: 'Funkstudio Nalepa',
    latitude: 52.4852,
    longitude: 13.4989,
    website: 'https://funkstudio-nalepa.example',
    use: 'conference',
    hours: [9, 17],
    colors: ['#5f0f40', '#fb8b24'],
  },
];
