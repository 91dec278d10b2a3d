import { useEffect, useState } from 'react';
import { renderTicketQr } from '@/offline/sync/ticket-qr';

/** A QR code of `text` as an image URL, drawn once per text (null until it is ready). */
export const useQrImage = (text: string): string | null => {
  const [image, setImage] = useState<{ text: string; url: string } | null>(null);
  useEffect(() => {
    let current = true;
    void renderTicketQr(text).then((url) => {
      if (current) setImage({ text, url });
    });
    return () => {
      current = false;
    };
  }, [text]);
  return image?.text === text ? image.url : null;
};
