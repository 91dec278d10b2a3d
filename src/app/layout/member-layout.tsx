import { AppShell } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { Outlet } from '@tanstack/react-router';
import { useId } from 'react';
import { BOTTOM_BAR_HEIGHT, BottomBar } from './bottom-bar';
import { SideMenu } from './side-menu';
import { TOP_BAR_HEIGHT, TopBar } from './top-bar';

/** Layout of every logged-in screen: top bar, side menu and (small screens) bottom bar. */
export const MemberLayout = () => {
  const [menuOpened, menu] = useDisclosure(false);
  const menuId = useId();
  return (
    <AppShell
      header={{ height: TOP_BAR_HEIGHT }}
      footer={{ height: { base: BOTTOM_BAR_HEIGHT, md: 0 } }}
      padding={{ base: 'sm', sm: 'md' }}
    >
      <TopBar menuOpened={menuOpened} onToggleMenu={menu.toggle} menuId={menuId} />
      <SideMenu id={menuId} opened={menuOpened} onClose={menu.close} />
      <AppShell.Main>
        <Outlet />
      </AppShell.Main>
      <BottomBar />
    </AppShell>
  );
};
