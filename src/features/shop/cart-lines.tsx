import { Group, Stack, Text } from '@mantine/core';
import { cartMinus, cartPlus, cartRemove, maxAmountOf } from '@/api/cart-store';
import { minusOutcome } from '@/api/cart-rules';
import { formatMoney } from '@/lib/money';
import { QuantityControl } from './quantity-control';
import { useCart } from './use-cart';
import { useCartChange } from './use-cart-change';

/**
 * The drawer's items: minus at 1 does nothing here (spec §4), delete always removes. Read-only
 * shows the last known cart without its buttons.
 */
export const CartLines = ({ readOnly = false }: { readOnly?: boolean }) => {
  const cart = useCart();
  const run = useCartChange();
  return (
    <Stack gap="md">
      {cart.lines.map(({ product, amount }) => (
        <Stack key={product.uid} gap={4} data-testid="cart-line" data-uid={product.uid}>
          <Group justify="space-between" wrap="nowrap" align="flex-start">
            <Text fw={700}>{product.name}</Text>
            <Text fw={700}>{formatMoney(product.price * amount, product.currency)}</Text>
          </Group>
          <Group justify="space-between" wrap="nowrap">
            <Text fz="sm" c="dimmed">
              {formatMoney(product.price, product.currency)}
            </Text>
            <QuantityControl
              name={product.name}
              amount={amount}
              minusDisabled={readOnly || minusOutcome(amount, 'drawer') === 'none'}
              onMinus={() => run(cartMinus(product, 'drawer'))}
              onPlus={() => run(cartPlus(product))}
              onDelete={readOnly ? undefined : () => run(cartRemove(product))}
              plusDisabled={readOnly || product.soldOut || amount >= maxAmountOf(product)}
            />
          </Group>
        </Stack>
      ))}
    </Stack>
  );
};
