import { TagsInput } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { MAX_VOUCHERS } from '@/api/contract/checkout';

interface VoucherFieldProps {
  value: string[];
  onChange: (vouchers: string[]) => void;
  /** The server's answer to the last bill request (spec §8: shown under the voucher field). */
  error: string | null;
}

/** Spec §2: a voucher field that takes multiple chips. */
export const VoucherField = ({ value, onChange, error }: VoucherFieldProps) => {
  const { t } = useTranslation('checkout');
  return (
    <TagsInput
      label={t('fields.vouchers')}
      placeholder={t('fields.voucherPlaceholder')}
      description={t('fields.voucherHint')}
      value={value}
      onChange={(next) => onChange(next.map((code) => code.trim().toUpperCase()).filter(Boolean))}
      maxTags={MAX_VOUCHERS}
      splitChars={[',', ' ']}
      clearable
      acceptValueOnBlur
      error={error ?? undefined}
      data-testid="voucher-field"
    />
  );
};
