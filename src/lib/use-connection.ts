import { useNetwork } from '@mantine/hooks';
import { useSyncExternalStore } from 'react';
import { isServerUnreachable, subscribeServerReach } from '@/api/server-reach';

/** 'offline' by the device, 'unreachable' when online but the server's last answer failed. */
export type Connection = 'online' | 'offline' | 'unreachable';

export const useConnection = (): Connection => {
  const { online } = useNetwork();
  const unreachable = useSyncExternalStore(subscribeServerReach, isServerUnreachable);
  if (!online) return 'offline';
  return unreachable ? 'unreachable' : 'online';
};
