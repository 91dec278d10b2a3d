import { createFileRoute } from '@tanstack/react-router';
import { CartButton } from '@/features/shop/cart-button';
import { ShopScreen } from '@/features/shop/shop-screen';

// The anonymous shop has no top bar, so the screen brings the cart button (spec §2).
const PublicShopRoute = () => <ShopScreen isPublic cartButton={<CartButton />} />;

export const Route = createFileRoute('/u/shop')({
  component: PublicShopRoute,
});
