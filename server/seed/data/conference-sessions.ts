import type { ConferenceTopic, ConferenceType } from '../../../src/api/contract/conference';

/** Session subjects per topic; a session title combines its type with one of these. */
export const TOPIC_SUBJECTS: Record<ConferenceTopic, readonly string[]> = {
  Strategies: ['Five-year plans for independent artists', 'Growing a scene without burning out'],
  Opportunities: ['Where the new money in electronic music is', 'Funding programmes explained'],
  Business: ['The economics of a club night', 'From side project to sustainable business'],
  Responsibilities: ['Duty of care on the dancefloor', 'What promoters owe their crews'],
  Networking: ['Speed-meeting for labels and artists', 'Building a network that lasts'],
  Artists: ['Artist careers beyond the algorithm', 'Life on tour, honestly'],
  Newcomer: ['Your first release, step by step', 'Getting your first booking'],
  Creation: ['Writing tracks that survive the club', 'Breaking creative blocks'],
  Management: ['What a good manager actually does', 'Managing a roster in 2025'],
  'Labels & Publishing': ['Running a vinyl label today', 'Publishing splits without tears'],
  Events: ['Programming a multi-stage festival', 'Small rooms, big nights'],
  Marketing: ['Campaigns that sell tickets', 'Storytelling for club culture'],
  Streaming: ['Playlists, pitching and payouts', 'Livestreams after the hype'],
  Legal: ['Contracts every DJ should read', 'Sampling and clearance in practice'],
  Media: ['Radio is not dead', 'Working with press in the scene'],
  Technology: ['The future club sound system', 'Tools that changed production'],
  AI: ['Machine learning in the studio', 'AI, authorship and credit'],
  Data: ['Reading your streaming statistics', 'Data-driven booking decisions'],
  Startups: ['Music-tech founders on their first year', 'Pitching to investors'],
  Sustainability: ['Greener touring and festivals', 'Measuring a festival footprint'],
  'Social Change': ['Clubs as political spaces', 'Music that moves communities'],
  Inclusivity: ['Building accessible events', 'Safer spaces that work'],
  Diversity: ['Line-ups that reflect the crowd', 'Changing who gets booked'],
  Culture: ['Club culture as world heritage', 'Night-time economy and the city'],
  '(Mental) Health': ['Staying well on the road', 'Sleep, stress and the night shift'],
  'Global Scenes': ['Sounds from Lagos to Tbilisi', 'Touring the global south'],
  'Local Scenes': ['Berlin after dark: the next generation', 'How a local scene is born'],
  Visual: ['Light design for small budgets', 'Visual identity for artists'],
  Gear: ['Modular synths for the dancefloor', 'Building a portable live rig'],
  'DJ/Producer': ['From bedroom producer to headliner', 'The hybrid DJ set'],
  Journalism: ['Writing about music in 2025', 'Criticism, clicks and credibility'],
  'Mix & Master': ['Low end that translates', 'Mastering for vinyl and streaming'],
  Curation: ['The art of the line-up', 'Curating a radio show'],
  Remix: ['Remix culture and rights', 'Reworking a classic'],
  'Music Professional': ['Careers behind the booth', 'Skills the industry is missing'],
  'Artist Course': ['Press kits that get read', 'Release planning for artists'],
  'Producer Course': ['Drum programming deep dive', 'Arrangement for club tracks'],
  Fashion: ['Dancefloor fashion and identity', 'Merch that people want to wear'],
};

export interface ConferenceFormat {
  /** Minutes the session runs; Exhibition fills the whole conference day. */
  minutes: number;
  speakers: readonly [number, number];
  title: (subject: string) => string;
  description: string;
}

export const CONFERENCE_FORMATS: Record<ConferenceType, ConferenceFormat> = {
  Masterclass: {
    minutes: 90,
    speakers: [1, 1],
    title: (s) => `Masterclass: ${s}`,
    description: 'A hands-on masterclass with plenty of room for questions from the audience.',
  },
  Keynote: {
    minutes: 45,
    speakers: [1, 1],
    title: (s) => `Keynote: ${s}`,
    description: 'The opening thoughts of the day from one of the voices shaping the scene.',
  },
  'Q&A': {
    minutes: 45,
    speakers: [1, 2],
    title: (s) => `Q&A – ${s}`,
    description: 'Bring your questions: an open Q&A session, moderated and unscripted.',
  },
  Networking: {
    minutes: 60,
    speakers: [1, 2],
    title: (s) => `Networking: ${s}`,
    description: 'Meet peers over coffee. Hosts make the introductions, you make the connections.',
  },
  'Contests/Pitches': {
    minutes: 90,
    speakers: [2, 3],
    title: (s) => `Pitch Session: ${s}`,
    description: 'Short pitches in front of a jury of label heads, promoters and investors.',
  },
  'Live Performance': {
    minutes: 45,
    speakers: [1, 2],
    title: (s) => `Live & Explained: ${s}`,
    description: 'A live performance followed by a walk-through of the setup and the process.',
  },
  Interview: {
    minutes: 45,
    speakers: [2, 2],
    title: (s) => `In Conversation: ${s}`,
    description: 'A long-form interview about careers, turning points and lessons learned.',
  },
  Paneltalk: {
    minutes: 60,
    speakers: [3, 4],
    title: (s) => `Panel: ${s}`,
    description:
      'Practitioners from different corners of the industry debate, then take questions.',
  },
  Workshop: {
    minutes: 120,
    speakers: [1, 2],
    title: (s) => `Workshop: ${s}`,
    description: 'A small-group workshop. Bring headphones and a laptop; places are limited.',
  },
  Exhibition: {
    minutes: 480,
    speakers: [1, 3],
    title: (s) => `Exhibition: ${s}`,
    description: 'An all-day exhibition; drop in at any time between sessions.',
  },
};
