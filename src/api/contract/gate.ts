import { z } from 'zod';

/**
 * Gate check-in (staff with ROLE_GATE, ROLE_PROMOTER or ROLE_ADMIN). A gate device keeps the
 * edition's ticket list, verifies credentials offline, and queues every scan in its outbox
 * (kind 'gate.scan' of POST /api/sync/batch).
 */
export const GATE_PATHS = {
  list: 'gate/list',
  key: 'gate/key',
  stats: 'gate/stats',
  checkins: 'gate/checkins',
} as const;

/** What a device shows for a scan. */
export const GATE_VERDICTS = [
  'admitted',
  'reentry',
  'used',
  'forged',
  'wrong-edition',
  'revoked',
] as const;
export type GateVerdict = (typeof GATE_VERDICTS)[number];
export const gateVerdict = z.enum(GATE_VERDICTS);

/** Verdicts that let the person in. */
export const ADMITTING_VERDICTS: readonly GateVerdict[] = ['admitted', 'reentry'];

/** How the server counts a scan: the first admission per ticket is its check-in. */
export const GATE_OUTCOMES = ['checkin', 'reentry', 'conflict', 'refused'] as const;
export type GateOutcome = (typeof GATE_OUTCOMES)[number];
export const gateOutcome = z.enum(GATE_OUTCOMES);

export const GATE_NAME_MAX = 40;
export const gateName = z.string().trim().min(1).max(GATE_NAME_MAX);

/** One scan as the device queued it: the credential read, or the entry code typed. */
export const gateScan = z
  .object({
    credential: z.string().trim().max(200).optional(),
    entryCode: z.string().trim().max(20).optional(),
    year: z.number().int().min(2000).max(2100),
    gate: gateName,
    scannedAt: z.iso.datetime({ offset: true }),
    verdict: gateVerdict,
  })
  .refine((scan) => (scan.credential ? 1 : 0) + (scan.entryCode ? 1 : 0) === 1, {
    message: 'A scan has either a credential or an entry code',
  });
export type GateScan = z.infer<typeof gateScan>;

export const gateListQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  /** The `serverTime` of the last list this device stored; absent for the whole list. */
  since: z.iso.datetime({ offset: true }).optional(),
});

export const gateTicket = z.object({
  uid: z.string(),
  /** The current credential version; an older one is revoked (handed over). */
  version: z.number().int(),
  entryCode: z.string(),
  holder: z.string(),
  productUid: z.string().nullable(),
  revoked: z.boolean(),
});
export type GateTicketDto = z.infer<typeof gateTicket>;

export const gateCheckin = z.object({
  ticketUid: z.string(),
  scanId: z.string(),
  scannedAt: z.string(),
  gate: z.string(),
});
export type GateCheckinDto = z.infer<typeof gateCheckin>;

export const gateProduct = z.object({
  uid: z.string(),
  name: z.string(),
  allowsReentry: z.boolean(),
});

export const gateList = z.object({
  year: z.number().int(),
  /** Send back as `since` next time. */
  serverTime: z.string(),
  /** Raw Ed25519 public key, base64. */
  publicKey: z.string(),
  /** True when this is the whole list (no `since`): the device replaces what it held. */
  full: z.boolean(),
  products: z.array(gateProduct),
  tickets: z.array(gateTicket),
  checkins: z.array(gateCheckin),
});
export type GateListDto = z.infer<typeof gateList>;

export const gateKey = z.object({ publicKey: z.string() });

export const gateStatsQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
});

export const gateStats = z.object({
  year: z.number().int(),
  tickets: z.number().int(),
  checkedIn: z.number().int(),
  conflicts: z.number().int(),
  gates: z.array(
    z.object({
      gate: z.string(),
      checkins: z.number().int(),
      reentries: z.number().int(),
      refused: z.number().int(),
    }),
  ),
});
export type GateStatsDto = z.infer<typeof gateStats>;

export const gateCheckinsQuery = z.object({
  year: z.coerce.number().int().min(2000).max(2100).optional(),
  outcome: z.enum(['checkin', 'conflict']).default('checkin'),
  page: z.coerce.number().int().min(0).max(10_000).default(0),
});

export const gateScanRow = z.object({
  id: z.string(),
  ticketUid: z.string().nullable(),
  holder: z.string().nullable(),
  productName: z.string().nullable(),
  gate: z.string(),
  scannedAt: z.string(),
  outcome: gateOutcome,
  /** For a conflict: the check-in that came first. */
  first: z.object({ gate: z.string(), scannedAt: z.string() }).nullable(),
});
export type GateScanRowDto = z.infer<typeof gateScanRow>;

export const gateCheckinsPage = z.object({
  content: z.array(gateScanRow),
  totalElements: z.number().int(),
  number: z.number().int(),
  size: z.number().int(),
});
export type GateCheckinsPageDto = z.infer<typeof gateCheckinsPage>;
