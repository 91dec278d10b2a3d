import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import classes from './auth-layout.module.css';

/** Layout of the account pages (login, register, confirmation): no app navigation. */
export const AuthLayout = () => (
  <Box component="main" className={classes.page}>
    <Outlet />
  </Box>
);
