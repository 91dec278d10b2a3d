import type { Locator, Page } from 'playwright-core';

/** What has the keyboard focus now: tag, role and name, for messages and trap detection. */
const describeFocus = (page: Page): Promise<string> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!el || el === document.body) return 'body';
    const name =
      el.getAttribute('aria-label') ??
      (el instanceof HTMLInputElement ? (el.labels?.[0]?.textContent ?? el.name) : null) ??
      el.textContent?.trim().slice(0, 40) ??
      '';
    return `${el.tagName.toLowerCase()}${el.id ? `#${el.id}` : ''}[${el.getAttribute('role') ?? ''}] "${name}"`;
  });

/**
 * Whether the focused element shows that it has the focus: an outline or a ring (box-shadow) on
 * it, its ::before/::after, or a near ancestor that marks :focus-within (a list row around its
 * link, a radio's or checkbox's own box); for a text field, the caret and its focus border.
 */
export const focusIsVisible = (page: Page): Promise<boolean> =>
  page.evaluate(() => {
    const el = document.activeElement;
    if (!(el instanceof HTMLElement) || el === document.body) return false;
    const marked = (style: CSSStyleDeclaration) =>
      (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) ||
      (style.boxShadow !== 'none' && style.boxShadow !== '');
    const styles = [
      getComputedStyle(el),
      getComputedStyle(el, '::before'),
      getComputedStyle(el, '::after'),
    ];
    if (styles.some(marked)) return true;
    // A hidden input (radio, checkbox, chip) shows its focus on the label or icon beside it.
    const siblings = el.parentElement ? [...el.parentElement.children] : [];
    if (siblings.some((sibling) => sibling !== el && marked(getComputedStyle(sibling)))) {
      return true;
    }
    for (let up = el.parentElement, depth = 0; up && depth < 4; up = up.parentElement) {
      if (marked(getComputedStyle(up))) return true;
      depth += 1;
    }
    const field =
      (el instanceof HTMLInputElement && !['checkbox', 'radio'].includes(el.type)) ||
      el instanceof HTMLTextAreaElement ||
      el instanceof HTMLSelectElement;
    // Mantine draws a text field's focus on its border.
    return field && getComputedStyle(el).borderTopWidth !== '0px';
  });

/**
 * Presses Tab (or Shift+Tab) until `target` has the focus, as a keyboard user moves through the
 * page. Fails when the target is not reached within `max` presses, when the focus stays stuck
 * on one element (a trap), or when the reached element shows no visible focus.
 */
export async function tabTo(
  page: Page,
  target: Locator,
  { max = 80, back = false }: { max?: number; back?: boolean } = {},
): Promise<string[]> {
  const path: string[] = [];
  await target.first().waitFor({ state: 'attached' });
  for (let i = 0; i < max; i += 1) {
    await page.keyboard.press(back ? 'Shift+Tab' : 'Tab');
    const here = await describeFocus(page);
    path.push(here);
    const reached = await target
      .first()
      .evaluate((el) => el === document.activeElement)
      .catch(() => false);
    if (reached) {
      if (!(await focusIsVisible(page))) throw new Error(`No visible focus on ${here}`);
      return path;
    }
    // A date or time field takes one Tab per part (day, month, year, hours, minutes).
    const last = path.slice(-8);
    if (last.length === 8 && last.every((step) => step === here) && here !== 'body') {
      throw new Error(`Focus trapped on ${here}`);
    }
  }
  throw new Error(`Tab did not reach the target in ${max} steps: ${path.join(' → ')}`);
}

/** Whether `target` has the keyboard focus. */
export const hasFocus = (target: Locator): Promise<boolean> =>
  target.first().evaluate((el) => el === document.activeElement);
