import { useSnapshot } from 'valtio';
import { cartState } from '@/api/cart-store';

/** The cart as the screens read it (a read-only snapshot that re-renders on change). */
export const useCart = () => useSnapshot(cartState);
