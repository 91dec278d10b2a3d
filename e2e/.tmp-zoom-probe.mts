import { createRequire } from "node:module"; const require = createRequire(import.meta.url);
import { chromium } from 'playwright-core';
import { FRONTEND_TOKEN, FRONTEND_TOKEN_HEADER } from '../src/api/contract/common';
const BASE = 'http://127.0.0.1:47141';
const [role, width, lang, ...paths] = process.argv.slice(2);
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--headless'] });
const ctx = await browser.newContext({ baseURL: BASE, viewport: { width: Number(width), height: 844 }, deviceScaleFactor: 1, isMobile: true, hasTouch: true, reducedMotion: 'reduce' });
const page = await ctx.newPage();
let session = '';
if (role !== 'guest') {
  const res = await fetch(`${BASE}/api/auth/signin`, { method: 'POST', headers: { 'content-type': 'application/json', [FRONTEND_TOKEN_HEADER]: FRONTEND_TOKEN }, body: JSON.stringify({ email: role === 'staff' ? 'admin@festival.test' : 'user@festival.test', password: 'Festival2025!' }) });
  session = await res.text();
}
await page.addInitScript(([s, l]) => { if (s) localStorage.setItem('festival.session', s); localStorage.setItem('festival.language', l); }, [session, lang]);
for (const path of paths) {
  await page.goto(path);
  await page.waitForLoadState('networkidle', { timeout: 5000 }).catch(() => undefined);
  await page.waitForTimeout(500);
  if (process.env.ZOOM) await page.addStyleTag({ content: 'html{font-size:200% !important}' });
  await page.waitForTimeout(500);
  const r = await page.evaluate(() => {
    const s = document.scrollingElement!;
    const wide = [...document.querySelectorAll('body *')].filter((e) => { const b = e.getBoundingClientRect(); return b.right > innerWidth + 1 && b.width > 0 && getComputedStyle(e).position !== 'fixed'; }).slice(0, 5).map((e) => `${e.tagName}.${e.className.toString().slice(0, 60)} ${Math.round(e.getBoundingClientRect().right)}`);
    const small = [...document.querySelectorAll('a[href],button,input:not([type=hidden]),select,textarea,[role=button],[role=tab],[role=checkbox],[role=radio]')].filter((e) => { const b = e.getBoundingClientRect(); return b.width > 0 && b.height > 0 && (b.width < 44 || b.height < 44); }).slice(0, 12).map((e) => { const b = e.getBoundingClientRect(); return `${e.tagName} "${(e.getAttribute('aria-label') ?? e.textContent ?? '').trim().slice(0, 30)}" ${Math.round(b.width)}x${Math.round(b.height)}`; });
    return { sw: s.scrollWidth, cw: s.clientWidth, wide, small };
  });
  if (process.env.PROBE) console.log(await page.evaluate(require("node:fs").readFileSync(process.env.PROBE, "utf8")));
  console.log("==", path, r.sw, r.cw, '\n  wide:', r.wide.join(' | '), '\n  small:', r.small.join(' | '));
  if (process.env.SHOT) await page.screenshot({ path: `/tmp/h41/${process.env.SHOT}${path.replace(/\W+/g, '_')}-${lang}-${width}.png`, fullPage: false });
}
await browser.close();
