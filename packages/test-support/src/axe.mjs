// How every browser test checks accessibility: axe with the WCAG 2.2 A and AA rules on a Playwright page, and no
// violation of serious or critical impact. A plain ES module, as `./chromium`, so that Playwright loads it as is.
import AxeBuilder from '@axe-core/playwright';
import { expect } from '@playwright/test';

/** The axe rules every accessibility check runs: WCAG 2.0, 2.1 and 2.2, levels A and AA. */
export const WCAG_22_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa', 'wcag22aa'];

/**
 * Runs axe on the page and fails the test with each serious or critical violation and where it is.
 *
 * @example
 * await expectNoSeriousAxeViolations(page);
 */
export async function expectNoSeriousAxeViolations(page) {
  const results = await new AxeBuilder({ page }).withTags(WCAG_22_AA).analyze();
  const serious = results.violations.filter(
    (violation) => violation.impact === 'serious' || violation.impact === 'critical',
  );
  expect(
    serious.map(
      (violation) => `${violation.id}: ${violation.nodes.map((node) => node.target.join(' ')).join(', ')}`,
    ),
  ).toEqual([]);
}
