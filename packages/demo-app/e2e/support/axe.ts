import AxeBuilder from '@axe-core/playwright';
import { expect, type Page } from '@playwright/test';
import axe from 'axe-core';

/**
 * Every current axe-core rule, switched on explicitly and without a tag filter: WCAG 2.0 to 2.2
 * A and AA, best practices, and the experimental rules (label-content-name-mismatch,
 * p-as-heading, focus-order-semantics, ...) and target-size, which axe leaves off by default.
 * Left out: the rules axe marks deprecated (superseded: duplicate-id is obsolete in WCAG 2.2)
 * and the AAA rules (wcag2aaa: enhanced contrast 7:1, identical-links-same-purpose), which the
 * product does not claim.
 */
const everyRule = Object.fromEntries(
  axe
    .getRules()
    .filter((rule) => !rule.tags.includes('deprecated') && !rule.tags.includes('wcag2aaa'))
    .map((rule) => [rule.ruleId, { enabled: true }] as const),
);

/**
 * A node the product exempts from one rule, with the reason written beside it in the source:
 * `data-a11y-exempt="<rule id> ..."` on the element itself.
 */
const exempt = (ruleId: string, html: string): boolean => {
  const opening = html.slice(0, html.indexOf('>') + 1);
  const list = /data-a11y-exempt="([^"]*)"/.exec(opening)?.[1]?.split(/\s+/) ?? [];
  return list.includes(ruleId);
};

/**
 * Runs axe-core with every rule on the page and fails on any violation, whatever its impact.
 * The failure lists each rule with the nodes it found. A rule that is a false positive for a
 * node is marked on that node in the product (`data-a11y-exempt`) with a written reason.
 */
export const expectNoA11yViolations = async (page: Page, label: string): Promise<void> => {
  const results = await new AxeBuilder({ page }).options({ rules: everyRule }).analyze();
  const found = results.violations
    .map((v) => ({ ...v, nodes: v.nodes.filter((n) => !exempt(v.id, n.html)) }))
    .filter((v) => v.nodes.length > 0)
    .map(
      (v) =>
        `${v.id} (${v.impact}): ${v.help} -> ${v.nodes
          .map(
            (n) =>
              `${n.target.join(' ')} ${n.html.slice(0, 160)} [${n.failureSummary?.replace(/\s+/g, ' ') ?? ''}]`,
          )
          .join(', ')}`,
    );
  expect.soft(found, `axe violations on ${label}`).toEqual([]);
};
