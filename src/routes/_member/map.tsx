import { createFileRoute } from '@tanstack/react-router';
import { LastUpdated } from '@/features/pwa/last-updated';
import { SiteMapScreen } from '@/features/site-map/site-map-screen';
import { loadTexts } from '@/lib/i18n';

// The friends' seam: once the friends feature exists, pass its useFriendsPlans() by venue as
// `friendsByVenue` here (features do not import each other).
const SiteMapRoute = () => (
  <SiteMapScreen loaded={Route.useLoaderData()} notice={<LastUpdated dataset="siteMap" />} />
);

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
