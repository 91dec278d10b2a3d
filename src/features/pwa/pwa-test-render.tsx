import type { ReactElement } from 'react';
import { renderWithTexts } from '@/lib/testing/render-with-texts';
import pwa from '../../../locales/en/pwa.json';

/** Renders a pwa component with Mantine and the English 'pwa' texts, for component tests. */
export const renderWithPwaTexts = (ui: ReactElement) => renderWithTexts(ui, { pwa });
