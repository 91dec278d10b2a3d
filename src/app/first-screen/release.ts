import { FIRST_SCREEN_ID } from '@/offline/first-screen-html';

/** Removes the kept screen of the last visit: the app's own is painted from now on. */
export const releaseFirstScreen = (): void => {
  document.getElementById(FIRST_SCREEN_ID)?.remove();
};
