import { Box, rem } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { lazy, type ReactNode, Suspense, useId, useRef, useState } from 'react';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar';
import classes from './member-layout.module.css';
import { MAIN_ID, SkipLink } from './skip-link';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

// The drawer (with Mantine's modal machinery) loads on the first open, not with every screen.
const SideMenu = lazy(() => import('./side-menu').then((module) => ({ default: module.SideMenu })));

/**
 * Layout of every logged-in screen: top bar, side menu and (small screens) bottom bar; `banner`
 * shows above every screen (the latest announcement).
 */
export const MemberLayout = ({ banner }: { banner?: ReactNode }) => {
  const [menuOpened, menu] = useDisclosure(false);
  const [menuUsed, setMenuUsed] = useState(false);
  const menuId = useId();
  const burger = useRef<HTMLButtonElement>(null);
  // The drawer mounts already open on first use, so Mantine has no opener to return focus to.
  const closeMenu = () => {
    menu.close();
    setTimeout(() => burger.current?.focus());
  };
  const toggleMenu = () => {
    setMenuUsed(true);
    menu.toggle();
  };
  return (
    <Box
      className={classes.shell}
      style={{
        '--layout-header-height': rem(TOP_BAR_HEIGHT),
        '--layout-footer-height': rem(BOTTOM_BAR_HEIGHT),
      }}
    >
      <SkipLink />
      <TopBar
        menuOpened={menuOpened}
        onToggleMenu={toggleMenu}
        menuId={menuId}
        burgerRef={burger}
      />
      {menuUsed && (
        <Suspense fallback={null}>
          <SideMenu id={menuId} opened={menuOpened} onClose={closeMenu} />
        </Suspense>
      )}
      <main className={classes.main} id={MAIN_ID} tabIndex={-1}>
        {banner}
        <Outlet />
      </main>
      <BottomBar />
    </Box>
  );
};
