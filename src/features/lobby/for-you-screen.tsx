import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { shownName } from '@/api/contract/people';
import { getRecommendations } from '@/api/lobby';
import { roleAtCompany } from '@/lib/person-kind';
import { PersonTile } from '@/lib/person-tile';
import classes from './lobby.module.css';

/** Spec §2 'For you': 'People you share interests with' as a horizontal slider of tiles. */
export const ForYouScreen = () => {
  const { t } = useTranslation('lobby');
  const { data: people, isError } = useQuery({
    queryKey: ['lobby', 'for-you'],
    queryFn: () => getRecommendations(),
  });

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>{t('forYou.title')}</Title>
        <section aria-labelledby="for-you-shared">
          <Title order={2} fz="lg" id="for-you-shared" mb="sm">
            {t('forYou.shared')}
          </Title>
          {!people && !isError && (
            <Center py="lg">
              <Loader aria-label={t('loading')} />
            </Center>
          )}
          {!people && isError && <Text c="dimmed">{t('failed')}</Text>}
          {people?.length === 0 && <Text c="dimmed">{t('empty')}</Text>}
          {people && people.length > 0 && (
            <div className={classes.slider} role="list">
              {people.map((person) => (
                <div key={person.id} className={classes.slide} role="listitem">
                  <PersonTile
                    name={shownName(person, t('unnamed'))}
                    image={person.image}
                    labelRole={person.labelRole}
                    subtitle={roleAtCompany(person.role, person.companyName)}
                    href={`/user/${person.id}`}
                  />
                </div>
              ))}
            </div>
          )}
        </section>
      </Stack>
    </Container>
  );
};
