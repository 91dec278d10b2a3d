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

const usedRules = (rules: CSSRuleList, matches: (selector: string) => boolean): string => {
  let css = '';
  for (const rule of rules) {
    if (isStyleRule(rule)) {
      if (matches(rule.selectorText)) css += rule.cssText;
    } else if (isGroupingRule(rule)) {
      // @media, @supports, @layer blocks: kept with the rules inside them that are used.
      const inner = usedRules(rule.cssRules, matches);
      if (inner) css += `${rule.cssText.slice(0, rule.cssText.indexOf('{'))}{${inner}}`;
    } else if (!rule.cssText.startsWith('@keyframes')) {
      css += rule.cssText;
    }
  }
  return css;
};

/**
 * The page's stylesheet rules that style what is on the page now: a few KiB out of Mantine's
 * whole stylesheet, so a copy of the screen paints without fetching a stylesheet.
 */
export const usedCss = (): string => {
  const matches = makeMatcher();
  let css = '';
  for (const sheet of document.styleSheets) {
    // Inline <style> elements inside the root travel with its markup.
    if (!sheet.href) continue;
    try {
      css += usedRules(sheet.cssRules, matches);
    } catch {
      // A sheet of another origin cannot be read; the app has none.
    }
  }
  return css;
};
