/**
 * Texts the management calls answer with (spec §5, §6, §8), shown by their codes. Plain data
 * apart from the management contract, so the app's list of codes does not load its schemas.
 */
export const MANAGEMENT_MESSAGES = {
  invalidUrl: 'Please enter a valid URL',
  noUserWithEmail: 'No user with that email found.',
  onlyCreator: 'Only the creator can add editors',
  notEditor: 'Only the creator and editors can edit this',
  userCreated: 'User erfolgreich erstellt.',
  invitationSent: 'Invitation got sent successfully.',
  welcomeSent: 'Welcome e-mail sent.',
  cacheCleared: 'Cache cleared.',
  emailExists: 'Email already exists',
  nameExists: 'Name already exists',
  eventNotFound: 'Event not found',
  artistNotFound: 'Artist not found',
  venueNotFound: 'Venue not found',
  userNotFound: 'User not found',
  endBeforeStart: 'The end must not be before the start',
  ownAdminRole: 'You cannot remove your own admin role',
  deleteSelf: 'You cannot delete yourself',
} as const;
