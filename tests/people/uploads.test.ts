import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UploadedFile } from '../../src/api/contract/files';
import type { UserProfile } from '../../src/api/contract/people';
import { cleanImage } from '../../server/modules/files/image-content';
import {
  apiHeaders,
  createTestApp,
  createUser,
  type CreatedUser,
  type TestApp,
} from '../helpers/app';
import { forEachDatabase } from '../helpers/test-db';
import {
  bmpWithTrailer,
  JPEG_16,
  jpegWithMetadata,
  makePng,
  PNG_SIGNATURE,
  webpWithExif,
} from './image-fixtures';

const SECRET = 'lat=52.52,lon=13.40';

/** A multipart/form-data body as a browser's FormData would send it. */
async function multipart(bytes: Buffer, filename: string, type: string, field = 'file') {
  const form = new FormData();
  form.append(field, new Blob([new Uint8Array(bytes)], { type }), filename);
  const response = new Response(form);
  return {
    payload: Buffer.from(await response.arrayBuffer()),
    contentType: response.headers.get('content-type') ?? '',
  };
}

describe('cleanImage', () => {
  it('keeps the pixels of a PNG and drops text, EXIF and trailing bytes', () => {
    const { bytes, idat } = makePng(3, 2, { text: SECRET, trailer: Buffer.from('<?php ?>') });
    const clean = cleanImage(bytes);
    expect(clean).toMatchObject({ mime: 'image/png', width: 3, height: 2 });
    expect(clean.bytes.subarray(0, 8)).toEqual(PNG_SIGNATURE);
    expect(clean.bytes.includes(idat)).toBe(true);
    expect(clean.bytes.toString('latin1')).not.toContain(SECRET);
    expect(clean.bytes.toString('latin1')).not.toContain('<?php');
    expect(clean.bytes.length).toBe(makePng(3, 2).bytes.length);
  });

  it('gives back exactly the original JPEG without EXIF, XMP, comment and trailer', () => {
    const clean = cleanImage(jpegWithMetadata(SECRET));
    expect(clean).toMatchObject({ mime: 'image/jpeg', width: 16, height: 16 });
    expect(clean.bytes.equals(JPEG_16)).toBe(true);
  });

  it('drops the EXIF chunk of a WebP and fixes the RIFF size', () => {
    const clean = cleanImage(webpWithExif(SECRET));
    expect(clean).toMatchObject({ mime: 'image/webp', width: 1, height: 1 });
    expect(clean.bytes.toString('latin1')).not.toContain(SECRET);
    expect(clean.bytes.readUInt32LE(4)).toBe(clean.bytes.length - 8);
  });

  it('cuts a BMP to its declared size', () => {
    const clean = cleanImage(bmpWithTrailer(Buffer.from(SECRET)));
    expect(clean).toMatchObject({ mime: 'image/bmp', width: 2, height: 2 });
    expect(clean.bytes.length).toBe(54 + 16);
  });

  it('refuses a PNG with a broken checksum', () => {
    const { bytes } = makePng(2, 2);
    bytes[20] = (bytes[20] ?? 0) ^ 0xff;
    expect(() => cleanImage(bytes)).toThrow(/checksum/);
  });
});

forEachDatabase('file/upload', (use) => {
  let t: TestApp;
  let member: CreatedUser;
  let other: CreatedUser;

  beforeAll(async () => {
    t = await createTestApp(use());
    member = await createUser(t.app.db, {}, t.app);
    other = await createUser(t.app.db, {}, t.app);
  }, 120_000);
  afterAll(() => t.close());

  async function upload(
    bytes: Buffer,
    filename: string,
    type: string,
    query = '',
    token = member.token,
  ) {
    const { payload, contentType } = await multipart(bytes, filename, type);
    return t.app.inject({
      method: 'POST',
      url: `/api/file/upload${query}`,
      headers: { ...apiHeaders(token), 'content-type': contentType },
      payload,
    });
  }

  it('accepts a PNG with metadata, stores it stripped and serves it immutable and nosniff', async () => {
    const { bytes, idat } = makePng(4, 3, { text: SECRET });
    const res = await upload(bytes, 'holiday.png', 'image/png');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<UploadedFile>();
    expect(stored).toMatchObject({ mime: 'image/png', width: 4, height: 3 });
    expect(stored.url).toBe(`/api/file/${stored.id}`);

    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cache-control']).toContain('immutable');
    expect(served.rawPayload.includes(idat)).toBe(true);
    expect(served.rawPayload.toString('latin1')).not.toContain(SECRET);
    expect(served.rawPayload.length).toBe(stored.size);
  });

  it('accepts a JPEG whatever its name and removes EXIF, XMP and comments', async () => {
    const res = await upload(jpegWithMetadata(SECRET), 'scan.bin', 'application/octet-stream');
    expect(res.statusCode, res.body).toBe(201);
    const stored = res.json<UploadedFile>();
    expect(stored.mime).toBe('image/jpeg');
    const served = await t.app.inject({ method: 'GET', url: stored.url });
    expect(served.headers['content-type']).toBe('image/jpeg');
    expect(served.rawPayload.equals(JPEG_16)).toBe(true);
  });

  it('refuses a renamed non-image (HTML and SVG named .png)', async () => {
    const html = Buffer.from('<html><script>alert(1)</script></html>');
    const res = await upload(html, 'photo.png', 'image/png');
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: 'Only PNG, JPEG, BMP or WebP images can be uploaded.',
    });
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    expect((await upload(svg, 'photo.jpg', 'image/jpeg')).statusCode).toBe(415);
  });

  it('refuses an image over 1,000,000 bytes with the German message', async () => {
    const { bytes } = makePng(2, 2, { padTo: 1_000_001 });
    expect(bytes.length).toBe(1_000_001);
    const res = await upload(bytes, 'big.png', 'image/png');
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: 'Datei zu groß 1.00 /1MB. Versuchen Sie das Bild zu verkleinern',
    });
    const exact = makePng(2, 2, { padTo: 1_000_000 }).bytes;
    expect((await upload(exact, 'ok.png', 'image/png')).statusCode).toBe(201);
  });

  it('sets the profile photo with profile=true', async () => {
    const res = await upload(makePng(2, 2).bytes, 'me.png', 'image/png', '?profile=true');
    expect(res.statusCode).toBe(201);
    const { id } = res.json<UploadedFile>();
    const profile = await t.app.inject({
      method: 'GET',
      url: `/api/user/get/${member.id}`,
      headers: apiHeaders(member.token),
    });
    expect(profile.json<UserProfile>().image).toBe(`/api/file/${id}`);
  });

  it("refuses someone else's upload as a profile photo", async () => {
    const res = await upload(makePng(2, 2).bytes, 'x.png', 'image/png', '', other.token);
    const { id } = res.json<UploadedFile>();
    const update = await t.app.inject({
      method: 'POST',
      url: '/api/user/update',
      headers: apiHeaders(member.token),
      payload: { imageFileId: id },
    });
    expect(update.statusCode).toBe(403);
  });

  it('needs a login, a multipart body and the file field', async () => {
    const anonymous = await upload(makePng(2, 2).bytes, 'a.png', 'image/png', '', '');
    expect(anonymous.statusCode).toBe(401);
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: apiHeaders(member.token),
      payload: { file: 'x' },
    });
    expect(json.statusCode).toBe(415);
    const { payload, contentType } = await multipart(
      makePng(2, 2).bytes,
      'a.png',
      'image/png',
      'photo',
    );
    const wrongField = await t.app.inject({
      method: 'POST',
      url: '/api/file/upload',
      headers: { ...apiHeaders(member.token), 'content-type': contentType },
      payload,
    });
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({ message: 'file: Required' });
  });
});
