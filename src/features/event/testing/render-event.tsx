import type { FunctionComponent } from 'react';
import { renderRouted } from '@/lib/testing/render-with-texts';
import event from '../../../../locales/en/event.json';
import pwa from '../../../../locales/en/pwa.json';

/** Renders an event component with Mantine, a memory router and the English texts. */
export const renderEvent = (Screen: FunctionComponent, path = '/') =>
  renderRouted(Screen, { event, pwa }, { path, notifications: true });
