/** Texts of the program calls' failures (plain data: the app's list of codes loads no schemas). */
export const PROGRAM_MESSAGES = {
  eventNotFound: 'Event not found',
} as const;
