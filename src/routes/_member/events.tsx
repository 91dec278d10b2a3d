import { Text } from '@mantine/core';
import { createFileRoute } from '@tanstack/react-router';
import { useTranslation } from 'react-i18next';
import { FavouriteButton } from '@/features/event/favourite-button';
import { loadProgram } from '@/features/program/load-program';
import { ProgramScreen } from '@/features/program/program-screen';
import { programSearchSchema } from '@/features/program/program-search';
import { useProgramYear } from '@/features/program/use-program-year';
import { LastUpdated } from '@/features/pwa/last-updated';

const ProgramRoute = () => {
  const navigate = Route.useNavigate();
  const { t } = useTranslation('program');
  const loaded = Route.useLoaderData();
  // The feeds for Giggity and other schedule apps, and the changelog, are on the public page.
  const year = useProgramYear();
  return (
    <ProgramScreen
      loaded={loaded}
      mode="member"
      search={Route.useSearch()}
      onNavigate={(search) => void navigate({ search, replace: true })}
      Favourite={FavouriteButton}
      notice={
        <>
          <LastUpdated dataset="events" />
          {year !== undefined && (
            <Text
              component="a"
              size="sm"
              c="var(--mantine-color-anchor)"
              href={`/u/changes/${year}`}
            >
              {t('otherApps')}
            </Text>
          )}
        </>
      }
    />
  );
};

export const Route = createFileRoute('/_member/events')({
  validateSearch: programSearchSchema,
  loader: loadProgram,
  // Read once per visit: from then on the screen's live query follows every change.
  staleTime: Infinity,
  component: ProgramRoute,
});
