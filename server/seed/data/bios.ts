/** Fragments combined into artist and speaker bios. */
export const ARTIST_ROLES = [
  'DJ and producer',
  'live act',
  'selector and label founder',
  'producer and modular enthusiast',
  'DJ, radio host and collector',
  'live electronics duo',
] as const;

export const ARTIST_QUALITIES = [
  'long, patient sets that build until the sun comes up',
  'hypnotic grooves and a fearless sense of timing',
  'razor-sharp mixing across three decks',
  'warm analogue textures and rolling basslines',
  'genre-hopping sets that never lose the floor',
  'hardware-only live shows without a laptop in sight',
  'deep crates of forgotten 90s white labels',
  'bright, euphoric peak-time energy',
  'raw, industrial sound design',
  'soulful selections rooted in club history',
] as const;

export const ARTIST_CAREER = [
  'Residencies in the city’s best basements led to tours across Europe.',
  'Releases on respected independent labels have been championed by radio shows worldwide.',
  'A monthly radio show keeps the crates moving and the community connected.',
  'The debut album landed in several end-of-year lists.',
  'Festival stages from Tbilisi to Lisbon have followed the first club nights.',
  'Running a small vinyl label on the side keeps the focus on the music.',
] as const;

export const SPEAKER_FOCUS = [
  'sustainable touring',
  'fair pay for artists',
  'music rights in the streaming era',
  'inclusive booking policies',
  'data for independent labels',
  'mental health in the night-time economy',
  'new tools for producers',
  'building local scenes',
  'festival production',
  'artist development',
] as const;

export const SPEAKER_CAREER = [
  'Before that, years of running club nights taught the practical side of the business.',
  'A regular voice on industry panels and in the music press.',
  'Advises cultural institutions and city councils on the night-time economy.',
  'Mentors newcomers through an open programme for young professionals.',
  'Has written for several music magazines and hosts a podcast about the industry.',
] as const;

export const ATTENDEE_BIOS = [
  'Here for the music, staying for the people.',
  'Always in the front row of the open air.',
  'Record digger by day, dancer by night.',
  'First time at the festival — say hi!',
  'Looking for collaborators for a new label.',
  'Photographer. Ask me about my film cameras.',
  'Working in music tech, happy to chat about ideas.',
  'Here for the conference, hoping to catch a sunrise set.',
] as const;
