import { describe, expect, it } from 'vitest';
import { installTrustedTypes, isMarkupFree, isOwnOrigin } from './trusted-types';

type Rules = {
  createHTML: (input: string) => string | null;
  createScriptURL: (input: string) => string | null;
};

function fakeFactory() {
  const policies = new Map<string, Rules>();
  return {
    policies,
    scope: {
      trustedTypes: {
        createPolicy: (name: string, rules: Rules) => {
          if (policies.has(name)) throw new TypeError(`Policy ${name} exists`);
          policies.set(name, rules);
          return rules;
        },
      },
    },
  };
}

describe('trusted types default policy', () => {
  it('lets markup-free HTML through and refuses any markup', () => {
    const { policies, scope } = fakeFactory();
    installTrustedTypes(scope);
    const policy = policies.get('default');
    const css = ':root{--mantine-color-body:#fff}.a>.b{color:red}';
    expect(policy?.createHTML(css)).toBe(css);
    expect(policy?.createHTML('<img src=x onerror=alert(1)>')).toBeNull();
    expect(policy?.createHTML('text <b>bold</b>')).toBeNull();
  });

  it('allows script URLs of this origin only', () => {
    const { policies, scope } = fakeFactory();
    installTrustedTypes(scope);
    const policy = policies.get('default');
    expect(policy?.createScriptURL('/sw.js')).toBe('/sw.js');
    expect(policy?.createScriptURL(`${location.origin}/assets/x.js`)).toBe(
      `${location.origin}/assets/x.js`,
    );
    expect(policy?.createScriptURL('https://evil.example/sw.js')).toBeNull();
    expect(policy?.createScriptURL('data:text/javascript,alert(1)')).toBeNull();
    expect(policy?.createScriptURL('javascript:alert(1)')).toBeNull();
  });

  it('does nothing where the browser has no Trusted Types', () => {
    expect(() => installTrustedTypes({})).not.toThrow();
  });

  it('tells markup and origins apart', () => {
    expect(isMarkupFree('a > b & c')).toBe(true);
    expect(isMarkupFree('a<b')).toBe(false);
    expect(isOwnOrigin('//evil.example/x.js', 'https://festival.example')).toBe(false);
    expect(isOwnOrigin('sw.js', 'https://festival.example')).toBe(true);
  });
});
