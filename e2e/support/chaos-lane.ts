import type { Page } from 'playwright-core';
import type { Random } from './offline-random';

/**
 * One offline-core feature in the chaos test, in a tab of its own: favourites in the program,
 * likes in the feed, messages in a chat. The test picks lanes at random, and at the end (online)
 * waits until every lane's server state is the user's last intent.
 */
export interface ChaosLane {
  name: string;
  page: Page;
  /** Brings the tab's screen up: at the start and after each reload, online or offline. */
  ready(): Promise<void>;
  /** One thing the user does; returns the journal line. */
  act(random: Random, cycle: number): Promise<string>;
  /** The server's side as a short text, and whether it is the last intent. */
  server(): Promise<{ settled: boolean; seen: string }>;
  /** Once settled: what the screen and the local store show is the last intent too. */
  verify(): Promise<void>;
  /** What the lane did, for the summary line. */
  summary(): string;
}
