import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { cartState } from '@/api/cart-store';
import { linesTotal } from '@/api/cart-rules';
import { formatCents, formatMoney } from '@/lib/money';

/** Step 1's order overview: what is in the cart. */
export const OrderOverview = () => {
  const { t } = useTranslation('checkout');
  const cart = useSnapshot(cartState);
  return (
    <Paper withBorder radius="lg" p="md">
      <Stack gap="xs">
        <Title order={2} fz="lg">
          {t('overview.title')}
        </Title>
        {cart.lines.length === 0 ? (
          <Stack gap={4}>
            <Text fw={700} role="status">
              {t('overview.empty')}
            </Text>
            <Anchor component={Link} to="/shop">
              {t('overview.backToShop')}
            </Anchor>
          </Stack>
        ) : (
          <>
            {cart.lines.map(({ product, amount }) => (
              <Group key={product.uid} justify="space-between" wrap="nowrap">
                <Text fz="sm">
                  {amount} × {product.name}
                </Text>
                <Text fz="sm" fw={700}>
                  {formatMoney(product.price * amount, product.currency)}
                </Text>
              </Group>
            ))}
            <Group justify="space-between">
              <Text fw={800}>{t('bill.total')}</Text>
              <Text fw={800}>{formatCents(linesTotal(cart.lines))}</Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
};
