import { Anchor, Skeleton, Stack, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import type { OperatorDetails } from '@/api/contract/legal';

interface OperatorBlockProps {
  operator: OperatorDetails | null | undefined;
  /** Also the register, VAT id and representative (the imprint needs them, the policy not). */
  full?: boolean;
}

/** Who runs the site, as the settings name them (IMPRINT_*). */
export const OperatorBlock = ({ operator, full = false }: OperatorBlockProps) => {
  const { t } = useTranslation('legal');
  if (operator === undefined) return <Skeleton height={80} />;
  if (operator === null) {
    return (
      <Text c="dimmed" role="status">
        {t('operator.missing')}
      </Text>
    );
  }
  const facts = [
    full && operator.representative
      ? `${t('operator.representative')}: ${operator.representative}`
      : null,
    full && operator.register ? `${t('operator.register')}: ${operator.register}` : null,
    full && operator.vatId ? `${t('operator.vatId')}: ${operator.vatId}` : null,
    operator.phone ? `${t('operator.phone')}: ${operator.phone}` : null,
  ].filter((fact): fact is string => fact !== null);
  return (
    <Stack gap={2} component="address" style={{ fontStyle: 'normal' }}>
      <Text fw={600}>{operator.name}</Text>
      {operator.addressLines.map((line) => (
        <Text key={line}>{line}</Text>
      ))}
      {operator.email && (
        <Text>
          {t('operator.email')}: <Anchor href={`mailto:${operator.email}`}>{operator.email}</Anchor>
        </Text>
      )}
      {facts.map((fact) => (
        <Text key={fact}>{fact}</Text>
      ))}
    </Stack>
  );
};
