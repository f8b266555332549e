// How every browser test checks accessibility: axe-core in the page itself, with the WCAG 2.2 A and AA rules, and
// no violation of serious or critical impact. A plain ES module, as `./chromium`, so that Playwright loads it as is.
// axe runs in the page (`axe.run`, injected once per document) rather than through `@axe-core/playwright`, whose
// `analyze()` injects axe again on every call and opens a blank page of its own to merge the frames' results: the
// site has no frames, and the browser tests check each page at two sizes in two themes.

import { expect } from '@playwright/test';
import axe from 'axe-core';

/** The axe rules every accessibility check runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page and fails the test with each serious or critical violation and where it is: the WCAG 2.2 AA
 * rules, or with `allRules` every rule axe runs by default (its best practices too).
 *
 * @example
 * await expectNoSeriousAxeViolations(page);
 */
export async function expectNoSeriousAxeViolations(page, { allRules = false } = {}) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(axe.source);
  const serious = await page.evaluate(
    async (tags) => {
      const options = {
        resultTypes: ['violations'],
        ...(tags ? { runOnly: { type: 'tag', values: tags } } : {}),
      };
      const { violations } = await window.axe.run(document, options);
      return violations
        .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
        .map(
          (violation) =>
            `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
        );
    },
    allRules ? undefined : WCAG_22_AA,
  );
  expect(serious).toEqual([]);
}
