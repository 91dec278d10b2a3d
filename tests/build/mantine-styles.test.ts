import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { mantineProviderCss } from '../../build/mantine-provider-css';
import { mantineStyleNamesInUse, mantineStylesOf } from '../../build/mantine-styles';
import { PROVIDER_SETTINGS } from '../../src/app/theme';

const ROOT = new URL('../..', import.meta.url).pathname;
const styleFile = (name: string) =>
  readFileSync(join(ROOT, 'node_modules/@mantine/core/styles', name), 'utf8').trim();

let srcDir: string;
const sources = (files: Record<string, string>) => {
  srcDir = mkdtempSync(join(tmpdir(), 'mantine-styles-'));
  for (const [name, code] of Object.entries(files)) writeFileSync(join(srcDir, name), code);
};

afterEach(() => rmSync(srcDir, { recursive: true, force: true }));

describe('Mantine styles in use', () => {
  it('follows a component to the components it renders inside', () => {
    sources({ 'a.tsx': "import {\n  Select,\n  type SelectProps,\n} from '@mantine/core';" });
    const components = mantineStyleNamesInUse(ROOT, srcDir);
    for (const inner of ['Combobox', 'Popover', 'Input', 'ScrollArea'])
      expect(components).toContain(inner);
    expect(components).not.toContain('Stepper');
  });

  it('finds style files outside the component folders (a checkbox label: InlineInput)', () => {
    sources({ 'a.tsx': "import { Checkbox } from '@mantine/core';" });
    const components = mantineStyleNamesInUse(ROOT, srcDir);
    expect(components).toContain('Checkbox');
    expect(components).toContain('InlineInput');
  });

  it('ignores type-only imports and test files', () => {
    sources({
      'a.ts': "import type { Stepper } from '@mantine/core';",
      'b.test.tsx': "import { Accordion } from '@mantine/core';",
    });
    const components = mantineStyleNamesInUse(ROOT, srcDir);
    expect(components).not.toContain('Stepper');
    expect(components).not.toContain('Accordion');
  });

  it('keeps the base files and the components in the order of the whole stylesheet', () => {
    const whole = readFileSync(join(ROOT, 'node_modules/@mantine/core/styles.css'), 'utf8');
    const css = mantineStylesOf(ROOT, new Set(['Tabs', 'Button', 'Transition']));
    const parts = ['Tabs.css', 'global.css', 'Button.css', 'baseline.css'].map(styleFile);
    for (const part of parts) expect(css).toContain(part);
    const inOrderOf = (text: string) =>
      [...parts].sort((a, b) => text.indexOf(a) - text.indexOf(b));
    expect(inOrderOf(css)).toEqual(inOrderOf(whole));
    expect(css).not.toContain(styleFile('Stepper.css'));
  });
});

describe('MantineProvider CSS at build time', () => {
  it('holds the theme colours, the resolver variables of both schemes and the global classes', () => {
    const css = mantineProviderCss(PROVIDER_SETTINGS);
    expect(css).toContain('--mantine-color-festival-7: #bd0a62');
    expect(css).toMatch(/scheme="light"\]\)\{[^}]*--festival-color-conference: #8f4a00/);
    expect(css).toMatch(/scheme="dark"\]\)\{[^}]*--festival-color-conference: var/);
    expect(css).toContain('.mantine-hidden-from-sm {display: none !important;}');
  });
});
