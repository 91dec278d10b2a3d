import QRCode from 'qrcode';

/**
 * The ticket's QR code as an SVG data URL: black on white, error correction M and a quiet zone of
 * 4 modules, so gate scanners read it from a phone screen at any size. SVG needs no canvas, so
 * the service worker can render it too.
 */
export const renderTicketQr = async (payload: string): Promise<string> => {
  const svg = await QRCode.toString(payload, {
    type: 'svg',
    errorCorrectionLevel: 'M',
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
