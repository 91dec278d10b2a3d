import type { StageBoardItem } from './stage-board';

/** Friends who saved what is on now or next at a stage, each named once. */
export const friendsAtStage = (
  item: StageBoardItem,
  friendsByEvent: ReadonlyMap<number, readonly string[]> | undefined,
): string[] => {
  const ids = [item.now?.id, item.next?.id].filter((id) => id !== undefined);
  return [...new Set(ids.flatMap((id) => friendsByEvent?.get(id) ?? []))];
};
