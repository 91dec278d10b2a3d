import { Container, Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { useTranslation } from 'react-i18next';
import { userHasRole } from '@/api/session';
import { AREAS, type Area } from '@/lib/areas';
import { useSession } from '@/lib/use-session';
import { AreaCard } from './area-card';
import { FestivalTeaser } from './festival-teaser';
import classes from './home-screen.module.css';

const HOME_AREAS: Area[] = [
  AREAS.program,
  AREAS.timetable,
  AREAS.lobby,
  AREAS.feed,
  AREAS.tickets,
  AREAS.profile,
  AREAS.management,
];

/** Home: greets the member and leads into the areas of the app. */
export const HomeScreen = () => {
  const { t } = useTranslation(['home', 'nav']);
  const user = useSession();
  const name = user?.firstName?.trim() || user?.name?.trim();
  const areas = HOME_AREAS.filter((area) => !area.roles || userHasRole(user, area.roles));
  const description: Record<string, string> = {
    program: t('cards.program'),
    timetable: t('cards.timetable'),
    lobby: t('cards.lobby'),
    feed: t('cards.feed'),
    tickets: t('cards.tickets'),
    profile: t('cards.profile'),
    management: t('cards.management'),
  };

  return (
    <Container size="lg" px={0}>
      <Stack gap="xl">
        <Paper radius="lg" p={{ base: 'lg', sm: 'xl' }} className={classes.hero}>
          <Title order={1} fz={{ base: 28, sm: 40 }}>
            {name ? t('greeting', { name }) : t('greetingNoName')}
          </Title>
          <Text fz={{ base: 'md', sm: 'lg' }} mt="xs" mb="lg">
            {t('intro')}
          </Text>
          <FestivalTeaser />
        </Paper>
        <section aria-labelledby="home-areas">
          <Title order={2} id="home-areas" fz="xl" mb="md">
            {t('areasHeading')}
          </Title>
          <SimpleGrid cols={{ base: 1, xs: 2, md: 3 }} spacing="md">
            {areas.map((area) => (
              <AreaCard
                key={area.id}
                area={area}
                title={t(`nav:${area.id}`)}
                description={description[area.id] ?? ''}
              />
            ))}
          </SimpleGrid>
        </section>
      </Stack>
    </Container>
  );
};
