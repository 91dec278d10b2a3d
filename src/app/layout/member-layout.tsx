import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, Suspense, useId, useState } from 'react';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

// The drawer (with Mantine's modal machinery) loads on the first open, not with every screen.
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/** Layout of every logged-in screen: top bar, side menu and (small screens) bottom bar. */
export const MemberLayout = () => {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      footer={{ height: { base: BOTTOM_BAR_HEIGHT, md: 0 } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <TopBar menuOpened={menuOpened} onToggleMenu={toggleMenu} menuId={menuId} />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu id={menuId} opened={menuOpened} onClose={menu.close} />
        </Suspense>
      )}
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <BottomBar />
    </AppShell>
  );
};
