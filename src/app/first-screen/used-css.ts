import { makeSlicer } from './idle-slices';

// Pseudo-elements style parts of an element that matches without them (a placeholder, a bullet).
const PSEUDO_ELEMENT =
  /::?(before|after|placeholder|selection|marker|backdrop|file-selector-button|-webkit-[\w-]+|-moz-[\w-]+)/g;

/** Whether a rule's selector applies to anything in the page now; unknown syntax counts as yes. */
const makeMatcher = () => {
  const known = new Map<string, boolean>();
  return (selectorText: string): boolean => {
    let result = known.get(selectorText);
    if (result === undefined) {
      const plain = selectorText.replace(PSEUDO_ELEMENT, '').trim() || '*';
      try {
        result = document.querySelector(plain) !== null;
      } catch {
        result = true;
      }
      known.set(selectorText, result);
    }
    return result;
  };
};

const isStyleRule = (rule: CSSRule): rule is CSSStyleRule => 'selectorText' in rule;
const isGroupingRule = (rule: CSSRule): rule is CSSGroupingRule =>
  'cssRules' in rule && !isStyleRule(rule);

const usedRules = async (
  rules: CSSRuleList,
  matches: (selector: string) => boolean,
  pause: () => Promise<void>,
): Promise<string> => {
  let css = '';
  for (const rule of rules) {
    await pause();
    if (isStyleRule(rule)) {
      if (matches(rule.selectorText)) css += rule.cssText;
    } else if (isGroupingRule(rule)) {
      // @media, @supports, @layer blocks: kept with the rules inside them that are used.
      const inner = await usedRules(rule.cssRules, matches, pause);
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else if (!rule.cssText.startsWith('@keyframes')) {
      css += rule.cssText;
    }
  }
  return css;
};

/**
 * The page's stylesheet rules that style what is on the page now: a few KiB out of Mantine's
 * whole stylesheet, so a copy of the screen paints without fetching a stylesheet. Worked out in
 * idle slices: the caller checks the page did not change meanwhile.
 */
export const usedCss = async (): Promise<string> => {
  const matches = makeMatcher();
  const pause = makeSlicer();
  let css = '';
  for (const sheet of document.styleSheets) {
    // Inline <style> elements inside the root travel with its markup.
    if (!sheet.href) continue;
    try {
      css += await usedRules(sheet.cssRules, matches, pause);
    } catch {
      // A sheet of another origin cannot be read; the app has none.
    }
  }
  return css;
};
