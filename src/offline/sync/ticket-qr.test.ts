import { describe, expect, it } from 'vitest';
import { renderTicketQr } from './ticket-qr';

describe('renderTicketQr', () => {
  it('renders a black-on-white SVG data URL', async () => {
    const url = await renderTicketQr('ABCDEFGHJKLM');
    expect(url.startsWith('data:image/svg+xml;charset=utf-8,')).toBe(true);
    const svg = decodeURIComponent(url.slice(url.indexOf(',') + 1));
    expect(svg).toContain('<svg');
    expect(svg).toContain('#000000');
    expect(svg).toContain('#ffffff');
  });
});
