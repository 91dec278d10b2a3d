import { Box, Stack, Text, ThemeIcon, UnstyledButton } from '@mantine/core';
import { Link } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { AREAS, type Area } from '@/lib/areas';
import classes from './bottom-bar.module.css';
import layout from './member-layout.module.css';
import { FIXED_BAR_CLASS } from './fixed-bar';

export const BOTTOM_BAR_HEIGHT = 64;

// Spec §2 mobile bottom bar: Feed, Lobby, Create, Saved, Program.
const ITEMS: { area: Area; label: string }[] = [
  { area: AREAS.feed, label: 'feed' },
  { area: AREAS.lobby, label: 'lobby' },
  { area: AREAS.create, label: 'create' },
  { area: AREAS.timetable, label: 'saved' },
  { area: AREAS.program, label: 'program' },
];

export const BottomBar = () => {
  const { t } = useTranslation('nav');
  return (
    <Box component="footer" hiddenFrom="md" className={`${layout.footer} ${FIXED_BAR_CLASS}`}>
      <nav aria-label={t('bottomNavigation')} className={classes.items}>
        {ITEMS.map(({ area, label }) => {
          const Icon = area.icon;
          const isCreate = area.id === 'create';
          return (
            <UnstyledButton
              key={area.id}
              component={Link}
              to={area.path}
              className={classes.item}
              activeOptions={{ exact: area.id !== 'program' && area.id !== 'lobby' }}
              activeProps={{ 'aria-current': 'page' }}
            >
              <Stack gap={2} align="center">
                {isCreate ? (
                  <ThemeIcon radius="xl" size={36} variant="gradient">
                    <Icon size={22} />
                  </ThemeIcon>
                ) : (
                  <Icon size={22} />
                )}
                <Text component="span" fz={11} fw={600} lh={1}>
                  {t(label)}
                </Text>
              </Stack>
            </UnstyledButton>
          );
        })}
      </nav>
    </Box>
  );
};
