import { MantineProvider, type MantineProviderProps } from '@mantine/core';
import { createElement } from 'react';
import { renderToString } from 'react-dom/server';

/**
 * The CSS MantineProvider writes into the page at run time with these settings: the theme's CSS
 * variables for both colour schemes and its global classes, rendered once at build time.
 */
export const mantineProviderCss = (settings: Omit<MantineProviderProps, 'children'>): string => {
  const html = renderToString(createElement(MantineProvider, settings));
  const styles = [...html.matchAll(/<style[^>]*>([^<]*)<\/style>/g)].map(([, css = '']) => css);
  if (styles.length === 0) throw new Error('MantineProvider rendered no styles to keep');
  return styles.join('\n');
};
