import { Box } from '@mantine/core';
import { Outlet } from '@tanstack/react-router';
import classes from './auth-layout.module.css';

/** Layout of /u/*: the embeddable public mode without header and footer (spec §1, §2). */
export const AnonymousLayout = () => (
  <Box component="main" className={classes.page}>
    <Outlet />
  </Box>
);
