import type { Browser, BrowserContext, Page } from 'playwright-core';
import type { SessionUser } from '../../src/api/contract/auth';
import { storeSession } from './api';
import { MOBILE } from './browser';
import { baseUrl } from './context';

/** A phone of its own (a browser context) with a member logged in and notifications allowed. */
export async function memberPhone(
  browser: Browser,
  session: SessionUser,
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ ...MOBILE, baseURL: baseUrl() });
  context.setDefaultTimeout(15_000);
  await context.grantPermissions(['notifications'], { origin: baseUrl() });
  const page = await context.newPage();
  await storeSession(page, session);
  return { context, page };
}
