import { Box, Stack } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import { LegalLinks } from '@/lib/legal-links';
import classes from './auth-layout.module.css';

/** Layout of the account pages (login, register, confirmation): no app navigation. */
export const AuthLayout = () => (
  <Box component="main" className={classes.page}>
    <Stack gap="md" pb="lg">
      <Outlet />
      <LegalLinks />
    </Stack>
  </Box>
);
