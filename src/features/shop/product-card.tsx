import { Badge, Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { cartMinus, cartPlus, cartRemove, maxAmountOf } from '@/api/cart-store';
import { amountOf } from '@/api/cart-rules';
import type { ProductDto } from '@/api/contract/shop';
import { IconCart } from '@/lib/icons';
import { formatMoney } from '@/lib/money';
import { ProductInfo } from './product-info';
import { QuantityControl } from './quantity-control';
import { useCart } from './use-cart';
import { useCartChange } from './use-cart-change';

/** One ticket of the shop (spec §2): sold out, not in the cart, or in the cart with a quantity. */
export const ProductCard = ({ product }: { product: ProductDto }) => {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const run = useCartChange();
  const amount = amountOf(cart.lines, product.uid);
  return (
    <Card withBorder radius="lg" padding="lg" data-testid="product-card" data-uid={product.uid}>
      <Stack gap="sm">
        <Group justify="space-between" align="flex-start" wrap="nowrap">
          <Title order={2} fz="lg">
            {product.name}
          </Title>
          {product.soldOut && (
            <Badge color="gray" variant="filled" size="lg">
              {t('soldOut')}
            </Badge>
          )}
        </Group>
        <ProductInfo html={product.additionalInformation} />
        <div>
          <Text fz={26} fw={800} lh={1.2}>
            {formatMoney(product.price, product.currency)}
          </Text>
          <Text fz="xs" c="dimmed">
            {t('vatIncluded')}
          </Text>
        </div>
        {!product.soldOut && amount === 0 && (
          <Button
            leftSection={<IconCart size={18} />}
            onClick={() => run(cartPlus(product))}
            fullWidth
          >
            {t('addToCart')}
          </Button>
        )}
        {amount > 0 && (
          <Group justify="space-between" wrap="nowrap">
            <Text fw={700} c="festival" role="status">
              {t('inCart', { count: amount })}
            </Text>
            <QuantityControl
              name={product.name}
              amount={amount}
              onMinus={() => run(cartMinus(product, 'shop'))}
              onPlus={() => run(cartPlus(product))}
              onDelete={() => run(cartRemove(product))}
              plusDisabled={product.soldOut || amount >= maxAmountOf(product)}
            />
          </Group>
        )}
      </Stack>
    </Card>
  );
};
