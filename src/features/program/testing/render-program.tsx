import type { FunctionComponent } from 'react';
import { renderRouted } from '@/lib/testing/render-with-texts';
import common from '../../../../locales/en/common.json';
import program from '../../../../locales/en/program.json';
import pwa from '../../../../locales/en/pwa.json';

/** Renders a program component with Mantine, a memory router and the English texts. */
export const renderProgram = (Screen: FunctionComponent, path = '/') =>
  renderRouted(Screen, { program, pwa, common }, { path, notifications: true });
