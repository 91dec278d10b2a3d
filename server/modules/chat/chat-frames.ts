import {
  CHAT_CONTENT_MAX,
  CHAT_MESSAGES,
  CHAT_SEND_DESTINATION,
  chatErrorCode,
  chatErrorsQueue,
  chatQueue,
  chatSend,
  type ChatRefusal,
  type ChatSend,
} from '../../../src/api/contract/chat';
import type { StompFrame } from './stomp-frame';

/** One's own queues, by their full name or the Spring-style `/user/queue/…` alias. */
export function ownQueue(userId: number, destination: string): string | null {
  for (const queue of [chatQueue(userId), chatErrorsQueue(userId)]) {
    if (destination === queue || destination === queue.replace(`/user/${userId}/`, '/user/')) {
      return queue;
    }
  }
  return null;
}

export type ReadSend =
  | { body: ChatSend }
  /** A message that cannot be stored: refused alone, the socket stays. */
  | { refusal: ChatRefusal }
  /** A frame no client of ours writes: ERROR and close. */
  | { fault: string };

/** A SEND frame's chat message, or why it is refused. */
export function readSend(frame: StompFrame): ReadSend {
  if (frame.headers.destination !== CHAT_SEND_DESTINATION) return { fault: 'Unknown destination' };
  let body: unknown;
  try {
    body = JSON.parse(frame.body);
  } catch {
    return { fault: 'The message body must be JSON' };
  }
  const parsed = chatSend.safeParse(body);
  if (parsed.success) return { body: parsed.data };
  const fields = (typeof body === 'object' && body !== null ? body : {}) as Record<string, unknown>;
  // Without a client id no one could tell which message failed.
  const clientId = chatSend.shape.clientId.safeParse(fields.clientId);
  if (!clientId.success) return { fault: CHAT_MESSAGES.invalidMessage };
  const name =
    typeof fields.content === 'string' && fields.content.trim().length > CHAT_CONTENT_MAX
      ? 'tooLong'
      : 'invalidMessage';
  return {
    refusal: { clientId: clientId.data, code: chatErrorCode(name), message: CHAT_MESSAGES[name] },
  };
}
