import { Divider, Image, Stack, Text } from '@mantine/core';
import { useId } from 'react';
import type { EventDto } from '@/api/contract/program';
import { FestivalTimeNote } from '@/lib/festival-time-note';
import { useImageUntilError } from '@/lib/use-image-until-error';
import { EventActions } from './event-actions';
import { EventArtists } from './event-artists';
import { EventFacts } from './event-facts';
import { EventHeader } from './event-header';
import type { EventLinks } from './event-links';

interface EventDetailsProps {
  event: EventDto;
  links: EventLinks;
}

/** Everything spec §2 lists for a single event, mobile first. */
export const EventDetails = ({ event, links }: EventDetailsProps) => {
  const titleId = useId();
  const description = event.description?.trim();
  // The page goes without an image that does not load (it is decoration, alt="").
  const thumbnail = useImageUntilError(event.thumbnail);
  return (
    <Stack component="article" aria-labelledby={titleId} gap="lg">
      {thumbnail.src && (
        <Image
          src={thumbnail.src}
          onError={thumbnail.onError}
          alt=""
          radius="lg"
          h={{ base: 200, sm: 320 }}
          fit="cover"
          // The first thing the page shows, its largest element: asked for at once.
          fetchPriority="high"
        />
      )}
      <EventHeader event={event} titleId={titleId} />
      <EventFacts event={event} />
      <FestivalTimeNote />
      <EventActions event={event} shopPath={links.shop} />
      {description && (
        <>
          <Divider />
          {/* Plain text: line breaks from the editor are kept, markup is never interpreted. */}
          <Text
            fz={{ base: 'md', sm: 'lg' }}
            lh={1.65}
            style={{ whiteSpace: 'pre-line', overflowWrap: 'break-word' }}
          >
            {description}
          </Text>
        </>
      )}
      <EventArtists artists={event.artists} userPath={links.user} />
    </Stack>
  );
};
