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

/** A used rule: a style rule, a block (@media, @supports, @layer) of used rules, or kept as is. */
type Used = CSSStyleRule | { prelude: string; rules: Used[] } | string;

const usedRules = async (
  rules: CSSRuleList,
  matches: (selector: string) => boolean,
  pause: () => Promise<void>,
): Promise<Used[]> => {
  const used: Used[] = [];
  for (const rule of rules) {
    await pause();
    if (isStyleRule(rule)) {
      if (matches(rule.selectorText)) used.push(rule);
    } else if (isGroupingRule(rule)) {
      const inner = await usedRules(rule.cssRules, matches, pause);
      const prelude = rule.cssText.slice(0, rule.cssText.indexOf('{'));
      if (inner.length > 0) used.push({ prelude, rules: inner });
    } else if (!rule.cssText.startsWith('@keyframes')) {
      used.push(rule.cssText);
    }
  }
  return used;
};

const VAR_REFERENCE = /var\(\s*(--[\w-]+)/g;
const referencesIn = (text: string): string[] =>
  [...text.matchAll(VAR_REFERENCE)].map((match) => match[1] ?? '');

const declaration = (style: CSSStyleDeclaration, property: string): string =>
  `${property}: ${style.getPropertyValue(property)}${
    style.getPropertyPriority(property) ? ' !important' : ''
  };`;

/** A rule's declarations as text, without `properties`. */
const declarationsWithout = (rule: CSSStyleRule, properties: string[]): string => {
  if (properties.length === 0) return rule.style.cssText;
  const all = [...rule.style];
  // A rule of custom properties only (Mantine's :root, about 700 of them): its text is built from
  // those kept. Removing the others one by one from a copy took tens of ms for that one rule, one
  // step of the copy that no slice could cut. Custom properties are never shorthands, so each
  // one's own value is exact.
  if (all.every((property) => property.startsWith('--'))) {
    const removed = new Set(properties);
    return all
      .filter((property) => !removed.has(property))
      .map((property) => declaration(rule.style, property))
      .join(' ');
  }
  const style = document.createElement('div').style;
  style.cssText = rule.style.cssText;
  for (const property of properties) style.removeProperty(property);
  return style.cssText;
};

const styleRulesOf = (used: Used[]): CSSStyleRule[] =>
  used.flatMap((entry) =>
    typeof entry === 'string' ? [] : 'prelude' in entry ? styleRulesOf(entry.rules) : [entry],
  );

/**
 * The custom properties the copy can reach: those its markup (inline styles) and the used rules'
 * other properties refer to, and those these refer to in turn. Mantine declares about 700 on the
 * root, a screen reads a few dozen.
 */
const reachableProperties = async (
  used: Used[],
  markup: string,
  pause: () => Promise<void>,
): Promise<Set<string>> => {
  const reached = new Set<string>();
  const refersTo = new Map<string, string[]>();
  const pending = referencesIn(markup);
  for (const rule of styleRulesOf(used)) {
    await pause();
    const custom = [...rule.style].filter((property) => property.startsWith('--'));
    for (const property of custom) {
      const references = referencesIn(rule.style.getPropertyValue(property));
      refersTo.set(property, [...(refersTo.get(property) ?? []), ...references]);
    }
    // The other declarations as text: a shorthand with a var() in it has no value per longhand.
    pending.push(...referencesIn(declarationsWithout(rule, custom)));
  }
  for (let name = pending.pop(); name !== undefined; name = pending.pop()) {
    if (reached.has(name)) continue;
    reached.add(name);
    pending.push(...(refersTo.get(name) ?? []));
  }
  return reached;
};

/** A rule without the custom properties nothing reaches (none left: no rule). */
const withoutUnreached = (rule: CSSStyleRule, reached: Set<string>): string => {
  const unreached = [...rule.style].filter((p) => p.startsWith('--') && !reached.has(p));
  // A rule with nested rules keeps its text: its declarations could not be rewritten alone.
  if (unreached.length === 0 || rule.cssRules.length > 0) return rule.cssText;
  const declarations = declarationsWithout(rule, unreached);
  return declarations === '' ? '' : `${rule.selectorText} { ${declarations} }`;
};

const serialize = async (
  used: Used[],
  reached: Set<string>,
  pause: () => Promise<void>,
): Promise<string> => {
  let css = '';
  for (const entry of used) {
    await pause();
    if (typeof entry === 'string') css += entry;
    else if (!('prelude' in entry)) css += withoutUnreached(entry, reached);
    else {
      const inner = await serialize(entry.rules, reached, pause);
      if (inner) css += `${entry.prelude}{${inner}}`;
    }
  }
  return css;
};

/**
 * The page's stylesheet rules that style what is on the page now, with only the custom
 * properties the copy reaches (`markup`: its inline styles refer to some): a few KiB out of
 * Mantine's whole stylesheet, so a copy of the screen paints without fetching a stylesheet, and
 * little to parse before it does. Worked out in idle slices: the caller checks the page did not
 * change meanwhile.
 */
export const usedCss = async (markup: string): Promise<string> => {
  const matches = makeMatcher();
  const pause = makeSlicer();
  const used: Used[] = [];
  for (const sheet of document.styleSheets) {
    // Inline <style> elements inside the root travel with its markup.
    if (!sheet.href) continue;
    try {
      used.push(...(await usedRules(sheet.cssRules, matches, pause)));
    } catch {
      // A sheet of another origin cannot be read; the app has none.
    }
  }
  const reached = await reachableProperties(used, markup, pause);
  return serialize(used, reached, pause);
};
