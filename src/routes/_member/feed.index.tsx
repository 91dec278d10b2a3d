import { createFileRoute } from '@tanstack/react-router';

// The parent route renders the feed; this child only makes /feed a route of its own.
export const Route = createFileRoute('/_member/feed/')({ component: () => null });
