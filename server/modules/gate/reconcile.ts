import type { GateOutcome } from '../../../src/api/contract/gate';
import type { Executor } from '../../db/client';
import * as queries from './queries';

/**
 * Recounts a (locked) ticket's admissions after a new one arrived, in the order the gates made
 * them: the first is the check-in; each later one is a re-entry where the ticket type allows it,
 * otherwise a conflict pointing at that check-in. Scans arrive in any order from gates that were
 * offline, so an earlier scan arriving late takes the check-in over.
 */
export async function reconcileAdmissions(tx: Executor, ticketUid: string): Promise<void> {
  const admissions = await queries.findAdmissions(tx, ticketUid);
  const [first] = admissions;
  if (!first) return;
  const later: GateOutcome = (await queries.allowsReentry(tx, ticketUid)) ? 'reentry' : 'conflict';
  for (const scan of admissions) {
    const outcome: GateOutcome = scan === first ? 'checkin' : later;
    const conflictWith = outcome === 'conflict' ? first.id : null;
    if (scan.outcome !== outcome || scan.conflictWith !== conflictWith) {
      await queries.setOutcome(tx, scan.id, outcome, conflictWith);
    }
  }
}
