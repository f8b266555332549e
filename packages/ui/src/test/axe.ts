import axe from 'axe-core';
import { expect } from 'vitest';

/**
 * Runs axe-core on `container` and fails the test on any violation, listing each rule and the offending nodes.
 */
export async function expectNoAxeViolations(container: Element = document.body) {
  const results = await axe.run(container, {
    rules: {
      // jsdom does no layout and computes no colours, so axe cannot measure contrast here; the tokens are
      // chosen for AA contrast and the browser tests of the website measure it for real.
      'color-contrast': { enabled: false },
    },
  });
  const report = results.violations.map(
    (violation) =>
      `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join('\n')}`,
  );
  expect(report, report.join('\n\n')).toEqual([]);
}
