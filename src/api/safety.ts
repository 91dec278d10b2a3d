import { api } from './client';
import { okBody } from './contract/common';
import {
  blockedPeople,
  blockState,
  messageReportCreated,
  openReports,
  type BlockedPerson,
  type MessageReportRequest,
  type OpenReport,
} from './contract/safety';

/** Whether I blocked this person (never whether they blocked me). */
export const getBlocked = async (personId: number): Promise<boolean> =>
  blockState.parse(await api.get(`user/blocks/${personId}`).json()).blocked;

/** Blocks (true) or unblocks (false); answers the state as stored. */
export const setBlocked = async (personId: number, blocked: boolean): Promise<boolean> => {
  const path = `user/blocks/${personId}`;
  const answer = blocked ? api.put(path) : api.delete(path);
  return blockState.parse(await answer.json()).blocked;
};

/** The people I blocked, oldest block first. */
export const getBlockedPeople = async (): Promise<BlockedPerson[]> =>
  blockedPeople.parse(await api.get('user/blocks').json());

/** Reports a message of one of my conversations to the festival's staff. */
export const reportMessage = async (report: MessageReportRequest): Promise<void> => {
  messageReportCreated.parse(await api.post('chat/reports', { json: report }).json());
};

/** Staff: the open reports, the longest waiting first. */
export const getOpenReports = async (): Promise<OpenReport[]> =>
  openReports.parse(await api.get('management/reports').json());

/** Staff: marks a report handled (recorded in the audit log). */
export const markReportHandled = async (reportId: number): Promise<void> => {
  okBody.parse(await api.post(`management/reports/${reportId}/handled`).json());
};
