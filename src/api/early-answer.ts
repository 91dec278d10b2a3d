import { requestInit } from '@/offline/request-init';

/**
 * One public GET the entry sends at once, before the app's code has loaded, so its download runs
 * alongside the app's instead of after its first render; the screen's API call then takes the
 * answer, once. Zod-free and client-free: the entry chunk must stay small.
 */
export const earlyAnswer = (maxAgeMs: number) => {
  let sent: { path: string; response: Promise<Response>; at: number } | undefined;

  return {
    send(path: string): void {
      if (!navigator.onLine) return;
      const response = fetch(path, requestInit({ method: 'GET', path }));
      // A failure is the screen's to handle: it then asks again, with the API client's errors.
      response.catch(() => undefined);
      sent = { path, response, at: Date.now() };
    },

    /** The body sent for `path`, once, if it is recent and came back fine; otherwise undefined. */
    async take(path: string): Promise<unknown> {
      const early = sent;
      if (early?.path !== path) return undefined;
      sent = undefined;
      if (Date.now() - early.at > maxAgeMs) return undefined;
      try {
        const answer = await early.response;
        return answer.ok ? await answer.json() : undefined;
      } catch {
        return undefined;
      }
    },
  };
};
