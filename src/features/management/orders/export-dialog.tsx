import { SegmentedControl, Stack, TextInput } from '@mantine/core';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { OrderDeskQuery } from '@/api/contract/order-desk';
import { getOrderExport } from '@/api/order-desk';
import { ConfirmDialog } from '../confirm-dialog';

interface ExportDialogProps {
  opened: boolean;
  onClose: () => void;
  query: OrderDeskQuery;
}

const save = (blob: Blob, filename: string) => {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = filename;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
};

/** Orders or tickets of the current search as CSV for accounting, for a period when given. */
export const ExportDialog = ({ opened, onClose, query }: ExportDialogProps) => {
  const { t, i18n } = useTranslation('order-desk');
  const [what, setWhat] = useState<'orders' | 'tickets'>('orders');
  const [from, setFrom] = useState('');
  const [to, setTo] = useState('');
  const download = async () => {
    const file = await getOrderExport(
      { ...query, what, from: from || undefined, to: to || undefined },
      i18n.language,
    );
    save(file.blob, file.filename);
  };
  return (
    <ConfirmDialog
      opened={opened}
      title={t('export.title')}
      text={t('export.text')}
      confirmLabel={t('export.confirm')}
      onClose={onClose}
      onConfirm={download}
    >
      <Stack gap="xs">
        <SegmentedControl
          aria-label={t('export.what')}
          value={what}
          onChange={(value) => setWhat(value === 'tickets' ? 'tickets' : 'orders')}
          data={[
            { value: 'orders', label: t('export.orders') },
            { value: 'tickets', label: t('export.tickets') },
          ]}
          fullWidth
        />
        <TextInput
          type="date"
          label={t('export.from')}
          value={from}
          onChange={(e) => setFrom(e.currentTarget.value)}
        />
        <TextInput
          type="date"
          label={t('export.to')}
          value={to}
          onChange={(e) => setTo(e.currentTarget.value)}
        />
      </Stack>
    </ConfirmDialog>
  );
};
