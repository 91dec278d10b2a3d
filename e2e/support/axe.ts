import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const require = createRequire(import.meta.url);
const AXE_SOURCE = readFileSync(require.resolve('axe-core/axe.min.js'), 'utf8');

/** The WCAG 2.2 A/AA rules and axe's best practices (landmarks, one h1, region). */
const TAGS = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa', 'best-practice'];

export interface AxeFinding {
  rule: string;
  impact: string;
  help: string;
  /** Each failing element: its selector, its opening HTML and what axe says is wrong. */
  nodes: string[];
}

/**
 * Runs axe-core on what the page shows now and returns its serious and critical findings, and
 * a missing main landmark or level-one heading.
 * Evaluated through DevTools, so the app's CSP and Trusted Types do not stand in axe's way.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.evaluate(AXE_SOURCE);
  return page.evaluate(async (tags) => {
    interface AxeResult {
      violations: {
        id: string;
        impact: string | null;
        help: string;
        nodes: { target: unknown[]; html: string; failureSummary?: string }[];
      }[];
    }
    const axe = (window as unknown as { axe: { run: (...args: unknown[]) => Promise<AxeResult> } })
      .axe;
    const result = await axe.run(document, {
      runOnly: { type: 'tag', values: tags },
      resultTypes: ['violations'],
    });
    return (
      result.violations
        // Every screen has a main landmark and a level-one heading, whatever axe rates them.
        .filter(
          (v) =>
            v.impact === 'serious' ||
            v.impact === 'critical' ||
            v.id === 'landmark-one-main' ||
            v.id === 'page-has-heading-one',
        )
        .map((v) => ({
          rule: v.id,
          impact: v.impact ?? '',
          help: v.help,
          nodes: v.nodes
            .slice(0, 5)
            .map(
              (n) =>
                `${JSON.stringify(n.target)} ${n.html.slice(0, 160)} — ${(n.failureSummary ?? '').replace(/\s+/g, ' ').slice(0, 240)}`,
            ),
        }))
    );
  }, TAGS);
}
