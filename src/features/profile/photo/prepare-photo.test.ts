import { describe, expect, it } from 'vitest';
import { preparePhoto } from './prepare-photo';

const blobOf = (size: number, type = 'image/jpeg') => new Blob([new Uint8Array(size)], { type });

describe('preparePhoto', () => {
  it('hands on a compressed photo under the cap as a jpeg file', async () => {
    const result = await preparePhoto(blobOf(5_000_000, 'image/png'), () =>
      Promise.resolve(blobOf(200_000)),
    );
    expect(result.ok).toBe(true);
    if (result.ok) {
      expect(result.file.size).toBe(200_000);
      expect(result.file.type).toBe('image/jpeg');
    }
  });

  it('refuses a result above 1,000,000 bytes with its size and does not upload it', async () => {
    const result = await preparePhoto(blobOf(10), () => Promise.resolve(blobOf(1_000_001)));
    expect(result).toEqual({ ok: false, reason: 'tooLarge', size: 1_000_001 });
  });

  it('reports a compression failure', async () => {
    const result = await preparePhoto(blobOf(10), () => Promise.reject(new Error('bad image')));
    expect(result).toEqual({ ok: false, reason: 'compression' });
  });
});
