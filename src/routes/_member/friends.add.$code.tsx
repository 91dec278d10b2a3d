import { createFileRoute } from '@tanstack/react-router';
import { ConnectScreen } from '@/features/friends/connect-screen';
import { loadTexts } from '@/lib/i18n';

const ConnectRoute = () => <ConnectScreen code={Route.useParams().code} />;

/** A friend's link (or the QR code that holds it): log in first, then one tap to connect. */
export const Route = createFileRoute('/_member/friends/add/$code')({
  loader: () => loadTexts('friends'),
  component: ConnectRoute,
});
