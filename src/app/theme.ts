import {
  createTheme,
  type CSSVariablesResolver,
  type MantineColorsTuple,
  type MantineProviderProps,
} from '@mantine/core';

// Festival magenta. White text on shade 7 is 6.2:1; shade 4 links on the night body 5.3:1.
const festival: MantineColorsTuple = [
  '#ffe8f4',
  '#ffcfe6',
  '#fb9ecb',
  '#f76aae',
  '#f4529f',
  '#ef2486',
  '#d6136f',
  '#bd0a62',
  '#a30054',
  '#8a0046',
];

// A violet-tinted night palette for the dark scheme; dimmed text (shade 2) is 6:1 on the body.
const night: MantineColorsTuple = [
  '#dcd8e6',
  '#bfb9cc',
  '#9d96ad',
  '#716a82',
  '#4b4559',
  '#3a3447',
  '#2b2636',
  '#1e1a27',
  '#16131d',
  '#0f0d14',
];

export const theme = createTheme({
  primaryColor: 'festival',
  primaryShade: { light: 7, dark: 7 },
  colors: { festival, dark: night },
  autoContrast: true,
  defaultRadius: 'md',
  cursorType: 'pointer',
  focusRing: 'auto',
  respectReducedMotion: true,
  fontFamily:
    'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, "Noto Sans", sans-serif',
  headings: { fontWeight: '800', textWrap: 'balance' },
  defaultGradient: { from: 'festival.8', to: 'violet.9', deg: 135 },
});

// Mantine's light-scheme dimmed grey (3.3:1), error red (3.3:1) and light-variant text fall short
// of WCAG AA on white; these pass (dimmed 5.8:1, error 5.5:1, ok 5:1). Dark keeps ≥ 4.5:1 too.
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': '#5f6670',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
    '--mantine-color-festival-light-color': 'var(--mantine-color-festival-8)',
    '--festival-color-ok': 'var(--mantine-color-teal-9)',
    // Conference badges: Mantine's yellow-9 on the light yellow is 2.7:1, this amber 6:1.
    '--festival-color-conference': '#8f4a00',
    // Placeholders, red outline and light-variant text: index.html (CSS, no script).
  },
  dark: {
    '--mantine-color-error': 'var(--mantine-color-red-6)',
    '--festival-color-ok': 'var(--mantine-color-teal-4)',
    '--festival-color-conference': 'var(--mantine-color-yellow-2)',
  },
});

/**
 * The app's MantineProvider settings. Its CSS variables and global classes do not come from the
 * provider at run time (tens of milliseconds of every start): the build renders them from these
 * same settings into the stylesheet (build/mantine-styles.ts).
 */
export const PROVIDER_SETTINGS = {
  theme,
  defaultColorScheme: 'auto',
  cssVariablesResolver,
} as const satisfies Omit<MantineProviderProps, 'children'>;
