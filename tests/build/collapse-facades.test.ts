import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import { afterAll, describe, expect, it } from 'vitest';
import {
  importThroughTarget,
  readFacade,
  withCollapsedModules,
} from '../../build/collapse-facades';

const dir = mkdtempSync(join(tmpdir(), 'collapse-facades-'));
afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe('collapsing re-export chunks', () => {
  it('reads what a re-export chunk takes from which chunk', () => {
    expect(readFacade('export{t as component}from"./program-D1x.js";\n')).toEqual({
      target: 'program-D1x.js',
      names: [['component', 't']],
    });
    expect(
      readFacade('export{r as createRoot,s as createRouter,i}from"./framework-C.js";'),
    ).toEqual({
      target: 'framework-C.js',
      names: [
        ['createRoot', 'r'],
        ['createRouter', 's'],
        ['i', 'i'],
      ],
    });
  });

  it('leaves chunks with code of their own alone', () => {
    expect(readFacade('var e={page:`_page_1`};export{e as t};')).toBeUndefined();
    expect(readFacade('import"./a.js";export{t as c}from"./b.js";')).toBeUndefined();
    expect(readFacade('export*from"./b.js";')).toBeUndefined();
  });

  it('gives a lazy import the names the re-export chunk had, live, from the group chunk', async () => {
    writeFileSync(
      join(dir, 'program-X.js'),
      'let t=1;const u=()=>{t+=1};export{t,u};export const other=3;',
    );
    const facade = readFacade('export{t as count,u as bump}from"./program-X.js";');
    if (!facade) throw new Error('not read as a facade');
    const importer =
      'export const a=()=>import(`./events-F.js`);export const b=()=>import("./events-F.js");';
    const rewritten = importThroughTarget(importer, 'events-F.js', facade);
    expect(rewritten).not.toContain('events-F.js');
    writeFileSync(join(dir, 'importer.js'), rewritten);

    const { a, b } = (await import(pathToFileURL(join(dir, 'importer.js')).href)) as {
      a: () => Promise<{ count: number; bump: () => void; other?: number }>;
      b: () => Promise<{ count: number }>;
    };
    const namespace = await a();
    expect(namespace.count).toBe(1);
    expect(namespace.other).toBeUndefined();
    namespace.bump();
    expect(namespace.count).toBe(2);
    expect((await b()).count).toBe(2);
  });

  it('keeps a manifest entry for each dropped module, pointing at its group chunk', () => {
    const manifest = {
      '_program-D1x.js': { file: 'assets/program-D1x.js', imports: ['_ui-A.js'] },
      'src/app/start.tsx': { file: 'assets/start-B.js', src: 'src/app/start.tsx' },
    };
    const src = 'src/routes/u/events.tsx?tsr-split=component';
    expect(
      withCollapsedModules(manifest, [
        { src, target: 'assets/program-D1x.js' },
        { src: 'src/app/start.tsx', target: 'assets/other.js' },
      ]),
    ).toEqual({
      ...manifest,
      [src]: {
        file: 'assets/program-D1x.js',
        src,
        isDynamicEntry: true,
        imports: ['_program-D1x.js'],
      },
    });
  });
});
