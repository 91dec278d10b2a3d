import { Anchor, CopyButton, Button, Image, Stack, Text } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';

/** A link as text, a copy button and its QR code, for someone beside me to scan. */
export const QrLink = ({ url, alt, testId }: { url: string; alt: string; testId: string }) => {
  const { t } = useTranslation('friends');
  const [qr, setQr] = useState<string | null>(null);
  useEffect(() => {
    let live = true;
    void import('@/offline/sync/ticket-qr')
      .then(({ renderTicketQr }) => renderTicketQr(url))
      .then((image) => live && setQr(image));
    return () => {
      live = false;
    };
  }, [url]);
  return (
    <Stack gap="xs" align="flex-start">
      {qr && <Image src={qr} alt={alt} w={220} h={220} data-testid={`${testId}-qr`} />}
      <Anchor href={url} fz="sm" style={{ wordBreak: 'break-all' }} data-testid={`${testId}-link`}>
        {url}
      </Anchor>
      <CopyButton value={url}>
        {({ copied, copy }) => (
          <Button size="xs" variant="light" onClick={copy}>
            {copied ? t('copied') : t('copy')}
          </Button>
        )}
      </CopyButton>
      <Text fz="xs" c="dimmed">
        {t('qrHint')}
      </Text>
    </Stack>
  );
};
