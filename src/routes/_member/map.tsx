import { createFileRoute } from '@tanstack/react-router';
import { useMemo } from 'react';
import { friendsByEvent, useFriendsPlans } from '@/features/friends/use-friends-plans';
import { LastUpdated } from '@/features/pwa/last-updated';
import { SiteMapScreen } from '@/features/site-map/site-map-screen';
import { loadTexts } from '@/lib/i18n';
import { useSession } from '@/lib/use-session';

const SiteMapRoute = () => {
  const user = useSession();
  const plans = useFriendsPlans(user?.id ?? null);
  // Friends' saved events by event, as names: the map names them at the stage where they are.
  const friends = useMemo(
    () =>
      new Map(
        [...friendsByEvent(plans ?? [])].map(([eventId, list]) => [
          eventId,
          list.map((friend) => friend.name),
        ]),
      ),
    [plans],
  );
  return (
    <SiteMapScreen
      loaded={Route.useLoaderData()}
      friendsByEvent={friends}
      notice={<LastUpdated dataset="siteMap" />}
    />
  );
};

export const Route = createFileRoute('/_member/map')({
  // Imported on the way: the loader stays out of the app's entry chunk.
  loader: async () => {
    const [, { loadSiteMap }] = await Promise.all([
      loadTexts('sitemap'),
      import('@/features/site-map/load-site-map'),
    ]);
    return loadSiteMap();
  },
  staleTime: Infinity,
  component: SiteMapRoute,
});
