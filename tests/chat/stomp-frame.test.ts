import { describe, expect, it } from 'vitest';
import { decodeFrames, encodeFrame, StompSyntaxError } from '../../server/modules/chat/stomp-frame';

describe('STOMP frame codec', () => {
  it('round-trips a frame with escaped headers and a UTF-8 body', () => {
    const frame = {
      command: 'MESSAGE',
      headers: { destination: '/user/1/queue/messages', note: 'a:b\nc\\d\re' },
      body: '{"content":"Grüße 👋"}',
    };
    const text = encodeFrame(frame);
    expect(text).toContain('note:a\\cb\\nc\\\\d\\re');
    expect(text).toContain(`content-length:${Buffer.byteLength(frame.body)}`);
    expect(decodeFrames(text)).toEqual([
      {
        ...frame,
        headers: { ...frame.headers, 'content-length': String(Buffer.byteLength(frame.body)) },
      },
    ]);
  });

  it('reads several frames with heart-beat EOLs between them, and a NUL inside a sized body', () => {
    const body = 'a\0b';
    const text = `\n\nSEND\ndestination:/app/chat\ncontent-length:3\n\n${body}\0\r\n\nDISCONNECT\nreceipt:77\n\n\0\n`;
    expect(decodeFrames(text)).toEqual([
      { command: 'SEND', headers: { destination: '/app/chat', 'content-length': '3' }, body },
      { command: 'DISCONNECT', headers: { receipt: '77' }, body: '' },
    ]);
    expect(decodeFrames('\n\n\n')).toEqual([]);
  });

  it('keeps the first of repeated headers and does not unescape CONNECT headers', () => {
    const [frame] = decodeFrames('CONNECT\npasscode:a\\cb\nx:1\nx:2\n\n\0');
    expect(frame?.headers).toEqual({ passcode: 'a\\cb', x: '1' });
  });

  it('refuses malformed frames', () => {
    for (const bad of [
      'SEND\ndestination:/x\n\nno nul',
      'lower\n\n\0',
      'SEND\nbad-header\n\n\0',
      'SEND\nx:\\t\n\n\0',
    ]) {
      expect(() => decodeFrames(bad)).toThrow(StompSyntaxError);
    }
  });
});
