import { lazy, type ComponentType } from 'react';
import { firstScreenPainted } from './first-paint';

/**
 * A component of its own chunk that loads once the first screen has painted: for parts of the
 * shell a first visit can do without (chat socket, push re-sync, cart, side menu). Render it
 * inside <Suspense>.
 */
export const lateComponent = <P extends object>(load: () => Promise<ComponentType<P>>) =>
  lazy(async () => {
    await firstScreenPainted;
    return { default: await load() };
  });
