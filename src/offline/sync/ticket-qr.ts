import QRCode, { type QRCodeMaskPattern } from 'qrcode';
import { TICKET_QR_ERROR_CORRECTION } from '@/api/contract/tickets';

/** The mask scanners read best, or undefined (the standard's pick) when the checker cannot load. */
const scannableMask = async (payload: string): Promise<QRCodeMaskPattern | undefined> => {
  try {
    const { scannableMaskPattern } = await import('@/lib/scannable-qr');
    return scannableMaskPattern(payload, TICKET_QR_ERROR_CORRECTION);
  } catch {
    return undefined;
  }
};

/**
 * The ticket's QR code as an SVG data URL: black on white, error correction M, a quiet zone of
 * 4 modules and a mask that camera scanners read at any size, so gate scanners read it from a
 * phone screen.
 */
export const renderTicketQr = async (payload: string): Promise<string> => {
  const svg = await QRCode.toString(payload, {
    type: 'svg',
    errorCorrectionLevel: TICKET_QR_ERROR_CORRECTION,
    maskPattern: await scannableMask(payload),
    margin: 4,
    color: { dark: '#000000', light: '#ffffff' },
  });
  return `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
};
