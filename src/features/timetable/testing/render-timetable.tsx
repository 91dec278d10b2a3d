import type { ReactElement } from 'react';
import { renderRouted } from '@/lib/testing/render-with-texts';
import common from '../../../../locales/en/common.json';
import timetable from '../../../../locales/en/timetable.json';

/** Renders a timetable component with Mantine, a router and the English 'timetable' texts. */
export const renderTimetable = (ui: ReactElement) =>
  renderRouted(() => ui, { timetable, common }, { path: '/favourites' });
