import { Center, Container, Loader, Stack, Text, Title } from '@mantine/core';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { LobbyCard } from '@/api/contract/lobby';
import { shownName } from '@/api/contract/people';
import { getRecommendations } from '@/api/lobby';
import { roleAtCompany } from '@/lib/person-kind';
import { PersonTile } from '@/lib/person-tile';
import classes from './lobby.module.css';

type Load = { state: 'loading' } | { state: 'ready'; people: LobbyCard[] } | { state: 'failed' };

/** Spec §2 'For you': 'People you share interests with' as a horizontal slider of tiles. */
export const ForYouScreen = () => {
  const { t } = useTranslation('lobby');
  const [load, setLoad] = useState<Load>({ state: 'loading' });

  useEffect(() => {
    let current = true;
    getRecommendations().then(
      (people) => current && setLoad({ state: 'ready', people }),
      () => current && setLoad({ state: 'failed' }),
    );
    return () => {
      current = false;
    };
  }, []);

  return (
    <Container size="lg" px={0}>
      <Stack gap="md">
        <Title order={1}>{t('forYou.title')}</Title>
        <section aria-labelledby="for-you-shared">
          <Title order={2} fz="lg" id="for-you-shared" mb="sm">
            {t('forYou.shared')}
          </Title>
          {load.state === 'loading' && (
            <Center py="lg">
              <Loader aria-label={t('loading')} />
            </Center>
          )}
          {load.state === 'failed' && <Text c="dimmed">{t('failed')}</Text>}
          {load.state === 'ready' && load.people.length === 0 && (
            <Text c="dimmed">{t('empty')}</Text>
          )}
          {load.state === 'ready' && load.people.length > 0 && (
            <div className={classes.slider} role="list">
              {load.people.map((person) => (
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
