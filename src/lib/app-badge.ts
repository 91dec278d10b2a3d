/**
 * The number on the installed app's icon (Badging API), where the browser has it. Browsers refuse
 * it without an installed app or notification permission: nothing to tell the member then.
 */
export const showAppBadge = (count: number): void => {
  if (!('setAppBadge' in navigator) || !('clearAppBadge' in navigator)) return;
  const done = count > 0 ? navigator.setAppBadge(count) : navigator.clearAppBadge();
  done.catch(() => undefined);
};
