import fc from 'fast-check';
import QRCode from 'qrcode';
import { describe, expect, it } from 'vitest';
import { generateTicketCode, TICKET_CODE_ALPHABET } from '@/api/contract/tickets';
import {
  CHECKED_MODULE_SIZES,
  rasterise,
  scannableMaskPattern,
  zxingReadsAt,
  zxingReadsEverywhere,
} from './scannable-qr';

const symbol = (payload: string, maskPattern?: QRCode.QRCodeMaskPattern) =>
  QRCode.create(payload, { errorCorrectionLevel: 'M', maskPattern });

/**
 * Codes whose standard mask ZXing misreads: two failed an end-to-end scan, and CAVS9BXYFTDM (a
 * demo ticket) did not read at its size on a phone screen.
 */
const MISREAD_CODES = [
  '7AQ2WNGQ68G8',
  'JULJSJUK2E73',
  '72M4DD68VGQ7',
  'YDN4VGT5LHKC',
  'CAVS9BXYFTDM',
];

const ticketCode = fc
  .array(fc.integer({ min: 0, max: TICKET_CODE_ALPHABET.length - 1 }), {
    minLength: 12,
    maxLength: 12,
  })
  .map((indexes) => generateTicketCode(() => indexes.shift() ?? 0));

describe('rasterise', () => {
  it('draws dark modules black and the quiet zone white, with as much ink as the modules cover', () => {
    const modules = symbol('ABCDEFGHJKMN').modules;
    const size = 3.5;
    const { luminance, width } = rasterise(modules, size);
    expect(width).toBe(Math.ceil((modules.size + 8) * size + 0.37));
    expect(luminance[0]).toBe(255);
    // The top-left finder pattern's outer ring starts 4 modules in.
    const inRing = Math.floor(0.37 + 4.5 * size);
    expect(luminance[inRing * width + inRing]).toBe(0);
    const ink = luminance.reduce((sum, value) => sum + (255 - value) / 255, 0);
    const darkModules = modules.data.reduce((sum, bit) => sum + bit, 0);
    expect(ink).toBeCloseTo(darkModules * size * size, -1);
  });
});

describe('scannableMaskPattern', () => {
  it.each(MISREAD_CODES)('picks another mask for %s, which ZXing reads at every size', (code) => {
    const standard = symbol(code);
    expect(zxingReadsEverywhere(standard.modules, code)).toBe(false);
    const chosen = scannableMaskPattern(code, 'M');
    expect(chosen).not.toBe(standard.maskPattern);
    for (const size of CHECKED_MODULE_SIZES) {
      expect(zxingReadsAt(symbol(code, chosen).modules, size, code), `at ${size} px`).toBe(true);
    }
  });

  it('keeps the standard mask where ZXing reads it, and always yields a code that reads', () => {
    fc.assert(
      fc.property(ticketCode, (code) => {
        const standard = symbol(code);
        const chosen = scannableMaskPattern(code, 'M');
        if (zxingReadsEverywhere(standard.modules, code)) expect(chosen).toBe(standard.maskPattern);
        expect(zxingReadsEverywhere(symbol(code, chosen).modules, code)).toBe(true);
      }),
      { numRuns: 25 },
    );
    // 25 codes, each read by ZXing at 24 sizes for up to eight masks: seconds, more on a busy machine.
  }, 60_000);
});
