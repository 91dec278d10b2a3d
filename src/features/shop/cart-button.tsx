import { ActionIcon, Indicator, VisuallyHidden } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { lazy, Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { itemCount } from '@/api/cart-rules';
import { Hint } from '@/lib/hint';
import { IconCart } from '@/lib/icons';
import { useCart } from './use-cart';

// The drawer (bill, payment methods, orders) loads on the first open, not with the shop page.
const CartDrawer = lazy(async () => ({ default: (await import('./cart-drawer')).CartDrawer }));

/** The cart button with a badge of the item count (spec §2), opening the cart drawer. */
export const CartButton = () => {
  const { t } = useTranslation('shop');
  const cart = useCart();
  const [everOpened, setEverOpened] = useState(false);
  const button = useRef<HTMLButtonElement>(null);
  // The drawer mounts already open on first use, so Mantine has no opener to return focus to.
  const [opened, drawer] = useDisclosure(false, {
    onOpen: () => setEverOpened(true),
    onClose: () => setTimeout(() => button.current?.focus()),
  });
  const count = itemCount(cart.lines);
  const label = count > 0 ? t('cart.openWithCount', { count }) : t('cart.open');
  // Screen readers hear each change of the count (the button's name alone changes silently).
  const [lastCount, setLastCount] = useState(count);
  const [announcement, setAnnouncement] = useState('');
  if (count !== lastCount) {
    setLastCount(count);
    setAnnouncement(t('cart.changed', { count }));
  }
  return (
    <>
      <Hint label={t('cart.title')}>
        <Indicator
          label={count}
          size={18}
          disabled={count === 0}
          offset={4}
          data-testid="cart-badge"
        >
          <ActionIcon
            ref={button}
            variant="light"
            size="lg"
            radius="xl"
            aria-label={label}
            onClick={drawer.open}
          >
            <IconCart size={20} />
          </ActionIcon>
        </Indicator>
      </Hint>
      <VisuallyHidden role="status" data-testid="cart-announcement">
        {announcement}
      </VisuallyHidden>
      {everOpened && (
        <Suspense fallback={null}>
          <CartDrawer opened={opened} onClose={drawer.close} />
        </Suspense>
      )}
    </>
  );
};
