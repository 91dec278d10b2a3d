import {
  type BlockedPerson,
  type MessageReportRequest,
  type OpenReport,
  SAFETY_MESSAGES,
} from '../../../src/api/contract/safety';
import type { Database } from '../../db/client';
import type { AuthUser } from '../../plugins/auth';
import { HttpError } from '../../plugins/http-error';
import { recordAudit } from '../audit/record';
import { findPeople } from '../chat/queries';
import * as queries from './queries';

/** Blocking people and reporting chat messages to staff (issue #37). */
export function createSafetyService(db: Database) {
  const checkPerson = async (callerId: number, personId: number) => {
    if (personId === callerId) throw new HttpError(400, SAFETY_MESSAGES.blockSelf);
    if (!(await queries.userExists(db, personId))) {
      throw new HttpError(404, SAFETY_MESSAGES.personNotFound);
    }
  };

  return {
    isBlocked: async (callerId: number, personId: number) => ({
      blocked: await queries.hasBlocked(db, callerId, personId),
    }),

    async block(callerId: number, personId: number) {
      await checkPerson(callerId, personId);
      await queries.insertBlock(db, callerId, personId);
      return { blocked: true };
    },

    async unblock(callerId: number, personId: number) {
      await queries.deleteBlock(db, callerId, personId);
      return { blocked: false };
    },

    async blocked(callerId: number): Promise<BlockedPerson[]> {
      const rows = await queries.findBlocks(db, callerId);
      const people = await findPeople(
        db,
        rows.map((row) => row.personId),
      );
      return rows.map((row) => ({
        id: row.personId,
        name: people.get(row.personId)?.name ?? 'Unnamed',
        image: people.get(row.personId)?.image ?? null,
        blockedAt: row.blockedAt.toISOString(),
      }));
    },

    /** Only the two people of a conversation report its messages; others learn nothing of it. */
    async report(callerId: number, input: MessageReportRequest): Promise<{ id: number }> {
      const message = await queries.findMessageParticipants(db, input.messageId);
      if (!message || (message.senderId !== callerId && message.recipientId !== callerId)) {
        throw new HttpError(404, SAFETY_MESSAGES.reportNotYours);
      }
      const id = await queries.upsertReport(db, {
        reporterId: callerId,
        messageId: input.messageId,
        reason: input.reason || null,
      });
      return { id };
    },

    async openReports(): Promise<OpenReport[]> {
      const rows = await queries.findOpenReports(db);
      const people = await findPeople(
        db,
        rows.flatMap((row) => [row.reporterId, row.senderId]),
      );
      const ref = (id: number) => ({ id, name: people.get(id)?.name ?? 'Unnamed' });
      return rows.map((row) => ({
        id: row.id,
        reportedAt: row.reportedAt.toISOString(),
        reason: row.reason,
        reporter: ref(row.reporterId),
        sender: ref(row.senderId),
        message: { id: row.messageId, content: row.content, sentAt: row.sentAt.toISOString() },
      }));
    },

    async markHandled(reportId: number, caller: AuthUser): Promise<void> {
      await db.transaction(async (tx) => {
        if (!(await queries.markHandled(tx, reportId, caller.id))) {
          throw new HttpError(404, SAFETY_MESSAGES.reportNotFound);
        }
        await recordAudit(tx, caller, {
          action: 'report.handle',
          targetKind: 'report',
          targetId: reportId,
        });
      });
    },
  };
}
