/** A chat user on one node: a @stomp/stompjs client subscribed to their own queue. */
import { Client, type IMessage } from '@stomp/stompjs';
import WebSocket from 'ws';
import { chatMessage, chatQueue, type ChatMessage } from '../../src/api/contract/chat';

export interface ChatUser {
  client: Client;
  /** Every message that arrived on the queue, in order. */
  received: ChatMessage[];
  /** SEND to /app/chat; resolves on the RECEIPT (the message is stored). */
  send(recipientId: number, clientId: string, content: string): Promise<void>;
}

/** Connects with the bearer token and resolves once the SUBSCRIBE was receipted. */
export function connectChatUser(
  socketUrl: string,
  user: { id: number; token: string },
): Promise<ChatUser> {
  return new Promise((resolve, reject) => {
    const received: ChatMessage[] = [];
    const client = new Client({
      webSocketFactory: () => new WebSocket(socketUrl),
      connectHeaders: { Authorization: `Bearer ${user.token}` },
      reconnectDelay: 0,
      heartbeatIncoming: 0,
      heartbeatOutgoing: 0,
    });
    const send = (recipientId: number, clientId: string, content: string) =>
      new Promise<void>((done) => {
        const receipt = `send-${clientId}`;
        client.watchForReceipt(receipt, () => done());
        client.publish({
          destination: '/app/chat',
          body: JSON.stringify({ clientId, recipientId, content }),
          headers: { receipt },
        });
      });
    client.onConnect = () => {
      const receipt = `subscribe-${user.id}`;
      client.watchForReceipt(receipt, () => resolve({ client, received, send }));
      client.subscribe(
        chatQueue(user.id),
        (message: IMessage) => received.push(chatMessage.parse(JSON.parse(message.body))),
        { receipt },
      );
    };
    client.onStompError = (frame) => reject(new Error(frame.headers.message));
    client.onWebSocketError = () => reject(new Error(`No chat socket at ${socketUrl}`));
    client.activate();
  });
}
