import { appendFileSync, mkdirSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { backoffDelay } from '../../src/offline/outbox/classify-response';
import { E2E_TMP_DIR } from './paths';

const STEP_TIMEOUT_MS = 45_000;
const SETTLE_MIN_MS = 60_000;

/** Fails instead of hanging: an action that never ends is a finding, not a slow run. */
export async function within<T>(what: string, work: Promise<T>): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const limit = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`${what}: no end within ${STEP_TIMEOUT_MS} ms`)),
      STEP_TIMEOUT_MS,
    );
  });
  try {
    return await Promise.race([work, limit]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * How long the queue may take once online: a send that fails right after the switch (Chromium
 * may still fail requests then, or the page believed it was online all along) waits for the
 * product's own backoff, which grows with the attempts a row already had.
 */
export const settleBudget = (maxAttempts: number): number =>
  Math.max(SETTLE_MIN_MS, backoffDelay(maxAttempts + 1) + 30_000);

/**
 * The run's steps, kept in memory and written to e2e/.tmp/chaos-<pid>.log as each starts, so a
 * hang shows where it hangs (the file name has the pid: the whole suite may run beside this one).
 */
export interface Journal {
  note: (line: string) => void;
  last: (count: number) => string;
  file: string;
}

export function openJournal(header: string): Journal {
  mkdirSync(E2E_TMP_DIR, { recursive: true });
  const file = join(E2E_TMP_DIR, `chaos-${process.pid}.log`);
  writeFileSync(file, `${header}\n`);
  const lines: string[] = [];
  return {
    note: (line) => {
      lines.push(line);
      appendFileSync(file, `${new Date().toISOString()} ${line}\n`);
    },
    last: (count) => lines.slice(-count).join('\n  '),
    file,
  };
}
