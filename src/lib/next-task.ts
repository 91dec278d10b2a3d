/**
 * Resolves in a new task, as soon as the browser has run what was queued before (a message
 * on a channel: no 4 ms clamp as with nested timeouts). Work after it is not part of the current
 * task, so the browser can handle input and paint in between.
 */
export const nextTask = (): Promise<void> =>
  new Promise((resolve) => {
    const channel = new MessageChannel();
    channel.port1.onmessage = () => {
      channel.port1.close();
      resolve();
    };
    channel.port2.postMessage(null);
  });
