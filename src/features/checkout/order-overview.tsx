import { Anchor, Badge, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { useSnapshot } from 'valtio';
import { useTranslation } from 'react-i18next';
import { cartState } from '@/api/cart-store';
import { linesTotal } from '@/api/cart-rules';
import { getProducts } from '@/api/shop';
import { formatCents, formatMoney } from '@/lib/money';
import { cartLineStatus } from './cart-line-status';

/** Step 1's order overview: what is in the cart, at today's prices, sold-out lines marked. */
export const OrderOverview = () => {
  const { t } = useTranslation('checkout');
  const cart = useSnapshot(cartState);
  const current = useQuery({ queryKey: ['shop', 'products'], queryFn: getProducts });
  const statuses = cart.lines.map(({ product }) => cartLineStatus(product, current.data ?? null));
  const total = cart.lines.reduce((sum, { amount }, index) => {
    const status = statuses[index];
    return status && status.kind !== 'soldOut' ? sum + status.price * amount : sum;
  }, 0);
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
            {cart.lines.map(({ product, amount }, index) => {
              const status = statuses[index] ?? cartLineStatus(product, null);
              return (
                <Stack key={product.uid} gap={2} data-testid="overview-line">
                  <Group justify="space-between" wrap="nowrap">
                    <Text fz="sm" td={status.kind === 'soldOut' ? 'line-through' : undefined}>
                      {amount} × {product.name}
                    </Text>
                    {status.kind === 'soldOut' ? (
                      <Badge color="red" variant="light">
                        {t('overview.soldOut')}
                      </Badge>
                    ) : (
                      <Text fz="sm" fw={700}>
                        {formatMoney(status.price * amount, product.currency)}
                      </Text>
                    )}
                  </Group>
                  {status.kind === 'priceChanged' && (
                    <Text fz="xs" c="orange.8">
                      {t('overview.priceChanged', {
                        before: formatMoney(status.before, product.currency),
                        now: formatMoney(status.price, product.currency),
                      })}
                    </Text>
                  )}
                </Stack>
              );
            })}
            <Group justify="space-between">
              <Text fw={800}>{t('bill.total')}</Text>
              <Text fw={800}>
                {current.data ? formatCents(total) : formatCents(linesTotal(cart.lines))}
              </Text>
            </Group>
          </>
        )}
      </Stack>
    </Paper>
  );
};
