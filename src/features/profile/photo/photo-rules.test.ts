import { describe, expect, it } from 'vitest';
import { PHOTO_ACCEPT, checkPhotoSize, isAcceptedPhotoType, megabytes } from './photo-rules';

describe('photo size cap', () => {
  it('lets exactly 1,000,000 bytes through and refuses one byte more with its size', () => {
    expect(checkPhotoSize(1_000_000)).toEqual({ ok: true });
    expect(checkPhotoSize(1_000_001)).toEqual({ ok: false, size: 1_000_001 });
    expect(checkPhotoSize(0)).toEqual({ ok: true });
  });

  it('shows the size in megabytes with two decimals', () => {
    expect(megabytes(1_250_000)).toBe('1.25');
    expect(megabytes(1_000_001)).toBe('1.00');
  });
});

describe('photo types', () => {
  it('accepts png, jpeg and bmp only', () => {
    expect(isAcceptedPhotoType('image/png')).toBe(true);
    expect(isAcceptedPhotoType('image/JPEG')).toBe(true);
    expect(isAcceptedPhotoType('image/bmp')).toBe(true);
    expect(isAcceptedPhotoType('image/gif')).toBe(false);
    expect(isAcceptedPhotoType('image/svg+xml')).toBe(false);
    expect(PHOTO_ACCEPT).toContain('.bmp');
  });
});
