import { useNetwork } from '@mantine/hooks';
import { useLiveQuery } from 'dexie-react-hooks';
import { useCallback, useEffect, useState } from 'react';
import { db } from '@/offline/db';
import { GATE_DATASET, readGateList, syncGateList } from '@/offline/gate/gate-list';
import { decideScan, type GateDecision } from '@/offline/gate/gate-verdict';
import { queueGateScan } from '@/offline/gate/queue-scan';
import { requestOutboxSync } from '@/offline/outbox/request-outbox-sync';
import { readSession } from '@/offline/session';
import { signalVerdict } from './gate-feedback';

export const GATE_NAME_SETTING = 'gate.name';
/** While online, the list is brought up to date this often (and at once on reconnecting). */
const LIST_REFRESH_MS = 30_000;

/** What this gate device holds: its name, the edition's list, and its own scans so far. */
const readDevice = async () => {
  const [name, list, meta, recent, admitted, queued] = await Promise.all([
    db.settings.get(GATE_NAME_SETTING),
    readGateList(),
    db.syncMeta.get(GATE_DATASET),
    db.gateScans.orderBy('scannedAt').reverse().limit(8).toArray(),
    db.gateScans.where('verdict').anyOf(['admitted', 'reentry']).count(),
    db.outbox.where('kind').equals('gate.scan').count(),
  ]);
  return {
    gateName: typeof name?.value === 'string' ? name.value : null,
    list,
    listUpdatedAt: meta?.lastUpdated ?? null,
    tickets: list?.tickets ?? 0,
    recent,
    admitted,
    queued,
  };
};

/**
 * A gate device: keeps the edition's list in sync whenever there is a connection, decides each
 * scan on the device (offline too), signals it, and queues it for the server.
 */
export const useGateDevice = () => {
  const { online } = useNetwork();
  const device = useLiveQuery(readDevice, [], undefined);
  const [shown, setShown] = useState<{ decision: GateDecision; scanId: string } | null>(null);
  const [syncing, setSyncing] = useState(false);
  const [listFailed, setListFailed] = useState(false);

  const refresh = useCallback(async () => {
    setSyncing(true);
    const outcome = await syncGateList().catch(() => 'failed' as const);
    setListFailed(outcome !== 'updated');
    setSyncing(false);
  }, []);

  // The sync authenticates with the session's copy in Dexie, which is written a moment after login.
  const mirrored = useLiveQuery(async () => (await readSession())?.accessToken ?? null, []);

  useEffect(() => {
    if (!online || !mirrored) return;
    void refresh();
    const timer = setInterval(() => void refresh(), LIST_REFRESH_MS);
    return () => clearInterval(timer);
  }, [online, mirrored, refresh]);

  const setGateName = (name: string) =>
    db.settings.put({ key: GATE_NAME_SETTING, value: name.trim() });

  const check = async (text: string): Promise<GateDecision | null> => {
    const list = device?.list;
    const gate = device?.gateName;
    if (!list || !gate || text.trim() === '') return null;
    const next = await decideScan(text, { year: list.year, publicKey: list.publicKey });
    const scanId = crypto.randomUUID();
    setShown({ decision: next, scanId });
    signalVerdict(next.verdict);
    await queueGateScan(next, gate, list.year, { newId: () => scanId });
    void requestOutboxSync().catch(() => undefined);
    return next;
  };

  return {
    device,
    online,
    syncing,
    listFailed,
    /** The last scan's verdict and the id it was queued under. */
    shown,
    check,
    refresh,
    setGateName,
  };
};
