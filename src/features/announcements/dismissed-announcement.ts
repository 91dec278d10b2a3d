/** The announcement a member closed last, per account on this device (a post id). */
const keyOf = (userId: number) => `festival.announcement.dismissed.${userId}`;

export const readDismissed = (userId: number): number | null => {
  const value = Number(localStorage.getItem(keyOf(userId)));
  return Number.isInteger(value) && value > 0 ? value : null;
};

export const storeDismissed = (userId: number, postId: number): void => {
  localStorage.setItem(keyOf(userId), String(postId));
};
