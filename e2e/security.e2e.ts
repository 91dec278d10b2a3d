import { readdir, readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { loginViaApi, storeSession } from './support/api';
import { launchBrowser, newMobilePage } from './support/browser';
import { appUrl } from './support/context';
import { waitForController } from './support/offline-worker';
import { DIST_DIR } from './support/paths';
import { publishedEvents } from './support/program-data';
import { visible } from './support/screens';
import { watchViolations } from './support/trusted-types';

/** Every file of the build under test, relative to its root. */
async function buildFiles(dir = DIST_DIR, prefix = ''): Promise<string[]> {
  const entries = await readdir(dir, { withFileTypes: true });
  const nested = await Promise.all(
    entries.map((entry) =>
      entry.isDirectory()
        ? buildFiles(join(dir, entry.name), `${prefix}${entry.name}/`)
        : Promise.resolve([`${prefix}${entry.name}`]),
    ),
  );
  return nested.flat();
}

// Server-only settings and key material that must never be shipped to the browser.
const SECRET_PATTERNS = [
  /-----BEGIN [A-Z ]*PRIVATE KEY-----/,
  /postgres(ql)?:\/\/\w/,
  /smtps?:\/\/\w/,
  /OIDC_CLIENT_SECRET/,
  /VAPID_PRIVATE_KEY/,
  /DATABASE_URL/,
  /SMTP_URL/,
  /festival-dev-secret/,
];

describe('security of the build and its headers', () => {
  it('ships no secrets in the client bundle or the service worker', async () => {
    const scripts = (await buildFiles()).filter((file) => /\.(m?js|html|webmanifest)$/.test(file));
    expect(scripts.length).toBeGreaterThan(10);
    const leaks: string[] = [];
    for (const file of scripts) {
      const text = await readFile(join(DIST_DIR, file), 'utf8');
      for (const pattern of SECRET_PATTERNS) {
        if (pattern.test(text)) leaks.push(`${file}: ${String(pattern)}`);
      }
    }
    expect(leaks).toEqual([]);
  });

  it('has no inline scripts or inline event handlers in its HTML pages', async () => {
    for (const page of (await buildFiles()).filter((file) => file.endsWith('.html'))) {
      const html = await readFile(join(DIST_DIR, page), 'utf8');
      const inline = [...html.matchAll(/<script\b([^>]*)>/gi)].filter(
        ([, attrs]) => !/\bsrc=/.test(attrs ?? ''),
      );
      expect(inline, page).toEqual([]);
      expect(html, page).not.toMatch(/\son[a-z]+\s*=/i);
    }
  });

  it('serves a CSP without inline or eval scripts, and frames only /u/*', async () => {
    const app = await fetch(appUrl('/login'), { headers: { accept: 'text/html' } });
    const policy = app.headers.get('content-security-policy') ?? '';
    const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(policy)?.[1] ?? '';
    expect(scriptSrc.trim()).toBe("'self'");
    expect(policy).toContain("object-src 'none'");
    expect(policy).toContain("base-uri 'self'");
    expect(policy).toContain("frame-ancestors 'none'");
    expect(app.headers.get('x-frame-options')).toBe('DENY');
    expect(app.headers.get('x-content-type-options')).toBe('nosniff');

    const embed = await fetch(appUrl('/u/events'), { headers: { accept: 'text/html' } });
    expect(embed.headers.get('x-frame-options')).toBeNull();
    expect(embed.headers.get('content-security-policy')).not.toContain("frame-ancestors 'none'");
  });

  it('enforces Trusted Types with no violation through shop, event page, feed and worker', async () => {
    const policy = (await fetch(appUrl('/shop'))).headers.get('content-security-policy') ?? '';
    expect(policy).toContain("require-trusted-types-for 'script'");
    expect(policy).toContain('trusted-types default dompurify');
    const browser = await launchBrowser();
    try {
      const page = await newMobilePage(browser);
      const violations = await watchViolations(page);
      const workers: string[] = [];
      page.on('worker', (worker) => workers.push(worker.url()));
      await storeSession(page, await loginViaApi('user@festival.test', 'Festival2025!'));
      await page.goto('/shop');
      // The products' HTML went through DOMPurify's policy into the DOM.
      const info = await visible(page.getByTestId('product-info'));
      expect(await info.locator('li').count()).toBeGreaterThan(0);
      const [event] = await publishedEvents();
      await page.goto(`/event/${event?.id ?? 0}`);
      await visible(page.getByRole('heading', { name: event?.title ?? '-' }));
      await page.goto('/feed');
      await visible(page.getByTestId('feed-post'));
      await waitForController(page);
      expect(await violations()).toEqual([]);
      // The program's sync worker got its script URL through the default policy (its own
      // violations are in the log watched above).
      expect(workers).toContainEqual(expect.stringMatching(/\/assets\/program-sync\.worker-/));

      // Enforced, not merely quiet: markup into innerHTML is refused and reported.
      const refused = await page.evaluate(() => {
        try {
          document.createElement('div').innerHTML = '<img src=x onerror=alert(1)>';
          return 'written';
        } catch (error) {
          return error instanceof Error ? error.name : String(error);
        }
      });
      expect(refused).toBe('TypeError');
      await expect.poll(violations).toContainEqual(expect.stringContaining('trusted-types'));
    } finally {
      await browser.close();
    }
  }, 90_000);
});
