import QRCode from 'qrcode';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderTicketQr } from './ticket-qr';

/** renderTicketQr's drawing options, without its mask choice. */
const SVG_OPTIONS = {
  type: 'svg',
  errorCorrectionLevel: 'M',
  margin: 4,
  color: { dark: '#000000', light: '#ffffff' },
} as const;

const svgOf = (url: string) => decodeURIComponent(url.slice(url.indexOf(',') + 1));

afterEach(() => {
  vi.doUnmock('@/lib/scannable-qr');
});

describe('renderTicketQr', () => {
  it('renders a black-on-white SVG data URL', async () => {
    const url = await renderTicketQr('ABCDEFGHJKLM');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = svgOf(url);
    expect(svg).toContain('<svg');
    expect(svg).toContain('#000000');
    expect(svg).toContain('#ffffff');
  });

  it('draws a code whose standard mask scanners misread with another mask', async () => {
    const standard = await QRCode.toString('7AQ2WNGQ68G8', SVG_OPTIONS);
    const other = await QRCode.toString('7AQ2WNGQ68G8', { ...SVG_OPTIONS, maskPattern: 1 });
    const svg = svgOf(await renderTicketQr('7AQ2WNGQ68G8'));
    const path = (markup: string) =>
      /<path[^>]*stroke="#[0-9a-f]+"[^>]*d="([^"]+)"/.exec(markup)?.[1];
    expect(path(svg)).not.toBe(path(standard));
    expect(path(svg)).toBe(path(other));
  });

  it('draws the standard mask when the checker cannot load (offline), rather than no code', async () => {
    vi.doMock('@/lib/scannable-qr', () => {
      throw new Error('Failed to fetch dynamically imported module');
    });
    vi.resetModules();
    const { renderTicketQr: renderOffline } = await import('./ticket-qr');
    const standard = await QRCode.toString('7AQ2WNGQ68G8', SVG_OPTIONS);
    expect(svgOf(await renderOffline('7AQ2WNGQ68G8'))).toBe(standard);
  });
});
