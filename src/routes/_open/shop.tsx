import { createFileRoute } from '@tanstack/react-router';
import { ShopScreen } from '@/features/shop/shop-screen';

// Open to guests (spec §2): the cart works locally without an account.
export const Route = createFileRoute('/_open/shop')({
  component: ShopScreen,
});
