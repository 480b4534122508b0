import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { Page } from 'playwright-core';

const axeSource = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

interface AxeNode {
  target: unknown[];
  failureSummary?: string;
}
interface AxeViolation {
  id: string;
  impact: 'minor' | 'moderate' | 'serious' | 'critical' | null;
  help: string;
  helpUrl: string;
  nodes: AxeNode[];
}

export interface A11yOptions {
  /** CSS selector to limit the check to (default: the whole document). */
  include?: string;
  /** axe rule ids to switch off, each with a reason at the call site. */
  disableRules?: string[];
}

/** Runs axe-core in the page and returns the serious and critical violations. */
export async function seriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<AxeViolation[]> {
  const hasAxe = await page.evaluate(() => 'axe' in window);
  if (!hasAxe) await page.addScriptTag({ content: axeSource });
  // Let finite animations end first (an alert fading in is half transparent: axe would measure the
  // contrast of a blend, 4.0 where the settled text has 8). Looping ones (spinners) are not awaited.
  await page.evaluate(() =>
    Promise.race([
      Promise.all(
        document
          .getAnimations()
          .filter((a) => Number.isFinite(Number(a.effect?.getComputedTiming().endTime)))
          .map((a) => a.finished.catch(() => undefined)),
      ),
      new Promise((resolve) => setTimeout(resolve, 3000)),
    ]),
  );
  const violations = await page.evaluate(async ({ include, disableRules }) => {
    // biome-ignore lint/suspicious/noExplicitAny: axe is injected at run time
    const axe = (window as any).axe;
    const rules = Object.fromEntries((disableRules ?? []).map((id: string) => [id, { enabled: false }]));
    const result = await axe.run(include ?? document, { resultTypes: ['violations'], rules });
    return result.violations;
  }, options);
  return (violations as AxeViolation[]).filter((v) => v.impact === 'serious' || v.impact === 'critical');
}

/** Human-readable list of violations, one rule per paragraph with up to five offending elements. */
export function formatViolations(violations: AxeViolation[]): string {
  return violations
    .map((v) => {
      const nodes = v.nodes
        .slice(0, 5)
        .map(
          (n) =>
            `    - ${n.target.join(' ')}${n.failureSummary ? `\n      ${n.failureSummary.replace(/\n/g, '\n      ')}` : ''}`,
        )
        .join('\n');
      const more = v.nodes.length > 5 ? `\n    … and ${v.nodes.length - 5} more` : '';
      return `[${v.impact}] ${v.id}: ${v.help} (${v.helpUrl})\n${nodes}${more}`;
    })
    .join('\n\n');
}

/** Fails with a readable list when axe-core finds serious or critical accessibility violations. */
export async function expectNoSeriousA11yViolations(page: Page, options: A11yOptions = {}): Promise<void> {
  const violations = await seriousA11yViolations(page, options);
  if (violations.length > 0) {
    throw new Error(
      `${violations.length} serious/critical accessibility violation(s) on ${page.url()}:\n\n${formatViolations(violations)}`,
    );
  }
}
