import { createFileRoute } from '@tanstack/react-router';

// The parent route renders the feed with the create-post dialog open (spec §2 /feed/create).
export const Route = createFileRoute('/_member/feed/create')({ component: () => null });
