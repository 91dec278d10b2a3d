import { fileURLToPath } from 'node:url';
import { join } from 'node:path';

export const REPO_ROOT = fileURLToPath(new URL('../..', import.meta.url));
/** The build under test; E2E_DIST_DIR lets parallel work build and test its own copy. */
export const DIST_DIR = process.env.E2E_DIST_DIR ?? join(REPO_ROOT, 'dist');
export const SCREENSHOT_DIR = join(REPO_ROOT, 'e2e', 'screenshots');
/** Logs of the server under test; git-ignored, kept after the run for reading failures. */
export const E2E_TMP_DIR = join(REPO_ROOT, 'e2e', '.tmp');
export const CHROMIUM_PATH = '/usr/bin/chromium';
