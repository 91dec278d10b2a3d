import { crc32, deflateSync } from 'node:zlib';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { IMAGE_LIMIT_MESSAGES } from '../../src/api/contract/files';
import { queryRows } from '../../server/db/client';
import { readImageSize } from '../../server/modules/files/image-size';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import { bmpWithTrailer, JPEG_16, makePng, webpWithExif } from './image-fixtures';

function pngChunk(type: string, data: Buffer): Buffer {
  const head = Buffer.alloc(8);
  head.writeUInt32BE(data.length, 0);
  head.write(type, 4, 'latin1');
  const crc = Buffer.alloc(4);
  crc.writeUInt32BE(crc32(Buffer.concat([head.subarray(4), data])), 0);
  return Buffer.concat([head, data, crc]);
}

/** A valid greyscale PNG (1 bit a pixel, all black) that claims width × height. */
function pngClaiming(width: number, height: number, data: Buffer): Buffer {
  const ihdr = Buffer.alloc(13);
  ihdr.writeUInt32BE(width, 0);
  ihdr.writeUInt32BE(height, 4);
  ihdr.set([1, 0, 0, 0, 0], 8);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    pngChunk('IHDR', ihdr),
    pngChunk('IDAT', deflateSync(data)),
    pngChunk('IEND', Buffer.alloc(0)),
  ]);
}

// The bomb: 20000 rows of 2,500 zero bytes (plus a filter byte) compress to about 50 KB.
const BOMB = pngClaiming(20_000, 20_000, Buffer.alloc(20_000 * 2501));
const LIAR = pngClaiming(2 ** 31 - 1, 2 ** 31 - 1, Buffer.alloc(16));

/** A JPEG whose frame header claims width × height (JPEG_16 with its SOF0 rewritten). */
function jpegClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.from(JPEG_16);
  const sof = bytes.indexOf(Buffer.from([0xff, 0xc0]));
  bytes.writeUInt16BE(height, sof + 5);
  bytes.writeUInt16BE(width, sof + 7);
  return bytes;
}

/** A WebP whose VP8X canvas claims width × height. */
function webpClaiming(width: number, height: number): Buffer {
  const vp8x = Buffer.alloc(18);
  vp8x.write('VP8X', 0, 'latin1');
  vp8x.writeUInt32LE(10, 4);
  vp8x.writeUIntLE(width - 1, 12, 3);
  vp8x.writeUIntLE(height - 1, 15, 3);
  const plain = webpWithExif('x');
  const body = Buffer.concat([plain.subarray(8, 12), vp8x, plain.subarray(12)]);
  const head = Buffer.alloc(8);
  head.write('RIFF', 0, 'latin1');
  head.writeUInt32LE(body.length, 4);
  return Buffer.concat([head, body]);
}

function gifClaiming(width: number, height: number): Buffer {
  const bytes = Buffer.alloc(32);
  bytes.write('GIF89a', 0, 'latin1');
  bytes.writeUInt16LE(width, 6);
  bytes.writeUInt16LE(height, 8);
  return bytes;
}

function bmpClaiming(width: number, height: number): Buffer {
  const bytes = bmpWithTrailer(Buffer.alloc(0));
  bytes.writeInt32LE(width, 18);
  bytes.writeInt32LE(-height, 22); // top-down rows: a negative height
  return bytes;
}

describe('image header sizes', () => {
  it('reads what each format claims without decoding', () => {
    expect(BOMB.length).toBeLessThan(100_000);
    expect(readImageSize(BOMB)).toEqual({ width: 20_000, height: 20_000 });
    expect(readImageSize(LIAR)).toEqual({ width: 2 ** 31 - 1, height: 2 ** 31 - 1 });
    expect(readImageSize(JPEG_16)).toEqual({ width: 16, height: 16 });
    expect(readImageSize(jpegClaiming(65_000, 65_000))).toEqual({ width: 65_000, height: 65_000 });
    expect(readImageSize(webpWithExif('x'))).toEqual({ width: 1, height: 1 });
    expect(readImageSize(webpClaiming(16_384, 16_384))).toEqual({ width: 16_384, height: 16_384 });
    expect(readImageSize(gifClaiming(30_000, 30_000))).toEqual({ width: 30_000, height: 30_000 });
    expect(readImageSize(bmpClaiming(10_000, 10_000))).toEqual({ width: 10_000, height: 10_000 });
    expect(readImageSize(Buffer.from('not an image at all'))).toBeNull();
  });
});

forEachDatabase('image pixel limit', (use) => {
  let t: TestApp;
  let member: CreatedUser;
  let admin: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    member = await createUser(use().db, {}, t.app);
    admin = await createUser(use().db, { roles: ['ROLE_ADMIN'] }, t.app);
  });
  afterAll(() => t.close());

  const fileCount = async () =>
    (await queryRows<{ n: number }>(use().db, sql`SELECT count(*)::int AS n FROM files`))[0]?.n;

  async function upload(bytes: Buffer) {
    const form = new FormData();
    form.append('file', new Blob([new Uint8Array(bytes)], { type: 'image/png' }), 'x.png');
    const response = new Response(form);
    return t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: {
        ...apiHeaders(member.token),
        'content-type': response.headers.get('content-type') ?? '',
      },
      payload: Buffer.from(await response.arrayBuffer()),
    });
  }
  const dataUrl = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;
  const post = (url: string, payload: object, token?: string) =>
    t.app.inject({ method: 'POST', url, headers: apiHeaders(token), payload });

  const refused = { message: IMAGE_LIMIT_MESSAGES.imageTooManyPixels };
  const bombs = [
    ['a 20000×20000 PNG', BOMB],
    ['a PNG claiming 2^31-1 square', LIAR],
    ['a JPEG claiming 65000×65000', jpegClaiming(65_000, 65_000)],
    ['a WebP canvas of 16384×16384', webpClaiming(16_384, 16_384)],
    ['a BMP of 10000×10000', bmpClaiming(10_000, 10_000)],
  ] as const;

  it.each(bombs)('the upload refuses %s with 422', async (_name, bytes) => {
    const before = await fileCount();
    const res = await upload(bytes);
    expect(res.statusCode).toBe(422);
    expect(res.json()).toMatchObject(refused);
    expect(await fileCount()).toBe(before);
  });

  it('a feed post, a sign-up photo and a venue image refuse the bomb too', async () => {
    const before = await fileCount();
    const feed = await post('/api/feed/create', { text: 'x', file: dataUrl(BOMB) }, member.token);
    expect([feed.statusCode, feed.json()]).toMatchObject([422, refused]);
    const signup = await post('/api/auth/signup', {
      firstName: 'Ann',
      lastName: 'Lee',
      name: 'pixelann',
      email: 'pixel.ann@example.org',
      password: 'Festival1!',
      image: dataUrl(LIAR),
    });
    expect([signup.statusCode, signup.json()]).toMatchObject([422, refused]);
    const venue = await post(
      '/api/venue/update',
      { name: 'Bomb stage', image: dataUrl(BOMB) },
      admin.token,
    );
    expect([venue.statusCode, venue.json()]).toMatchObject([422, refused]);
    expect(await fileCount()).toBe(before);
  });

  it('ordinary photos pass: 7000×5000 claimed, and small real images', async () => {
    expect((await upload(makePng(4, 3).bytes)).statusCode).toBe(201);
    expect((await upload(JPEG_16)).statusCode).toBe(201);
    const feed = await post(
      '/api/feed/create',
      { text: 'photo', file: dataUrl(makePng(6, 4).bytes) },
      member.token,
    );
    expect(feed.statusCode).toBe(200);
    // A 35-megapixel camera picture is under the limit (only its header is read here).
    expect(readImageSize(jpegClaiming(7000, 5000))).toEqual({ width: 7000, height: 5000 });
    const big = await upload(jpegClaiming(7000, 5000));
    expect(big.statusCode).toBe(201);
  });
});
