import { ActionIcon, Group, Text } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { IconMinus, IconPlus, IconTrash } from '@/lib/icons';

interface QuantityControlProps {
  name: string;
  amount: number;
  onMinus: () => void;
  onPlus: () => void;
  onDelete?: () => void;
  minusDisabled?: boolean;
  plusDisabled?: boolean;
}

/** Minus, amount, plus (and delete) of one ticket in the shop or the cart drawer. */
export const QuantityControl = ({
  name,
  amount,
  onMinus,
  onPlus,
  onDelete,
  minusDisabled = false,
  plusDisabled = false,
}: QuantityControlProps) => {
  const { t } = useTranslation('shop');
  return (
    <Group gap={6} wrap="nowrap">
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        aria-label={t('decrease', { name })}
        disabled={minusDisabled}
        onClick={onMinus}
      >
        <IconMinus size={18} />
      </ActionIcon>
      <Text
        fw={800}
        miw={28}
        ta="center"
        aria-label={t('quantity', { name })}
        data-testid="cart-amount"
      >
        {amount}
      </Text>
      <ActionIcon
        variant="light"
        size="lg"
        radius="xl"
        aria-label={t('increase', { name })}
        disabled={plusDisabled}
        onClick={onPlus}
      >
        <IconPlus size={18} />
      </ActionIcon>
      {onDelete && (
        <ActionIcon
          variant="subtle"
          color="red"
          size="lg"
          radius="xl"
          aria-label={t('remove', { name })}
          onClick={onDelete}
        >
          <IconTrash size={18} />
        </ActionIcon>
      )}
    </Group>
  );
};
