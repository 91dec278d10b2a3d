import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { CHROMIUM_PATH } from './paths';

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

function run(command: string, args: string[]): boolean {
  const result = spawnSync(command, args, {
    stdio: 'inherit',
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  return result.status === 0;
}

/** Makes sure Debian's Chromium is installed; installs it with apt-get when running as root. */
export function ensureChromium(): void {
  if (existsSync(CHROMIUM_PATH)) return;
  if (!isRoot()) {
    throw new Error(
      `${CHROMIUM_PATH} is missing. Install Debian's Chromium first: sudo apt-get install -y chromium`,
    );
  }
  console.log(`${CHROMIUM_PATH} is missing; installing Debian's chromium package…`);
  const installed = run('apt-get', ['update']) && run('apt-get', ['install', '-y', 'chromium']);
  if (!installed || !existsSync(CHROMIUM_PATH)) {
    throw new Error(`Could not install Chromium (apt-get install -y chromium failed).`);
  }
}
