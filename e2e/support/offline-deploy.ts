import { createHash } from 'node:crypto';
import { access, cp, mkdtemp, readFile, rename, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { DIST_DIR } from './paths';

const BUILD_META = /<meta name="build-id" content="[^"]*" \/>\n?/;
const INDEX_ENTRY = /\{"revision":"[0-9a-f]+","url":"index\.html"\}/;

async function writeAtOnce(path: string, body: string | Buffer): Promise<void> {
  const temporary = `${path}.deploying`;
  await writeFile(temporary, body);
  await rename(temporary, path);
}

/**
 * Replaces a file in one step, so the server never serves a half-written copy, together with
 * the .br and .gz copies the build writes beside it: the server prefers those (preCompressed).
 */
async function replaceFile(path: string, text: string): Promise<void> {
  await writeAtOnce(`${path}.br`, brotliCompressSync(text));
  await writeAtOnce(`${path}.gz`, gzipSync(text));
  await writeAtOnce(path, text);
}

/**
 * A copy of the production build that can be "deployed again" as a new version: the shell
 * carries `<meta name="build-id">`, and sw.js changes exactly as a real rebuild changes it
 * (the precache revision of index.html, plus a build comment).
 */
export interface Deployment {
  dir: string;
  deploy: (buildId: string) => Promise<void>;
  remove: () => Promise<void>;
}

const PRECACHE_URL = /"url":"([^"]+)"/g;

/** Every file the worker precaches must be in the copy, or its install fails (a build ran meanwhile). */
async function missingPrecacheFiles(dir: string, sw: string): Promise<string[]> {
  const urls = [...sw.matchAll(PRECACHE_URL)].map((match) => match[1] ?? '');
  const missing = await Promise.all(
    urls.map((url) =>
      access(join(dir, url)).then(
        () => null,
        () => url,
      ),
    ),
  );
  return missing.filter((url): url is string => url !== null);
}

async function copyCompleteBuild(): Promise<string> {
  for (let attempt = 1; ; attempt += 1) {
    const dir = await mkdtemp(join(tmpdir(), 'festival-e2e-dist-'));
    await cp(DIST_DIR, dir, { recursive: true });
    const missing = await missingPrecacheFiles(dir, await readFile(join(dir, 'sw.js'), 'utf8'));
    if (missing.length === 0) return dir;
    await rm(dir, { recursive: true, force: true });
    if (attempt === 5)
      throw new Error(`dist/ is incomplete, sw.js precaches missing ${missing[0]}`);
    await new Promise((r) => setTimeout(r, 3_000));
  }
}

export async function copyBuild(buildId: string): Promise<Deployment> {
  const dir = await copyCompleteBuild();
  const indexFile = join(dir, 'index.html');
  const swFile = join(dir, 'sw.js');
  const originalIndex = (await readFile(indexFile, 'utf8')).replace(BUILD_META, '');
  const originalSw = await readFile(swFile, 'utf8');
  if (!INDEX_ENTRY.test(originalSw)) {
    throw new Error('dist/sw.js has no precache entry for index.html; is it a workbox build?');
  }

  const deploy = async (id: string): Promise<void> => {
    const index = originalIndex.replace(
      '<head>',
      `<head>\n    <meta name="build-id" content="${id}" />`,
    );
    const revision = createHash('md5').update(index).digest('hex');
    const sw = `${originalSw.replace(
      INDEX_ENTRY,
      `{"revision":"${revision}","url":"index.html"}`,
    )}\n// build ${id}\n`;
    // The shell first: a worker that installs from the new sw.js must precache the new shell.
    await replaceFile(indexFile, index);
    await replaceFile(swFile, sw);
  };

  await deploy(buildId);
  return { dir, deploy, remove: () => rm(dir, { recursive: true, force: true }) };
}
