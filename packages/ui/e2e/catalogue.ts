import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { test as base, expect, type Page } from '@playwright/test';
import { WCAG_22_AA } from '@safety-companion/test-support/axe';
import axe from 'axe-core';

export interface Story {
  id: string;
  title: string;
  name: string;
  tags: string[];
}

interface PreviewWindow {
  __STORYBOOK_PREVIEW__?: {
    currentRender?: { id?: string; phase?: string };
    onSetCurrentStory(selection: { storyId: string; viewMode: 'story' }): void;
  };
  axe?: typeof axe;
}

/** Every story of the built catalogue, from its index. */
export function stories(): Story[] {
  const file = join(import.meta.dirname, '../storybook-static/index.json');
  const index = JSON.parse(readFileSync(file, 'utf8')) as {
    entries: Record<string, Story & { type: string }>;
  };
  return Object.values(index.entries).filter((entry) => entry.type === 'story');
}

/** The width a story is shown at: 390 px when tagged `mobile`, else 1280 px. */
export function viewportOf(story: Story) {
  return story.tags.includes('mobile') ? { width: 390, height: 844 } : { width: 1280, height: 800 };
}

/**
 * One page kept for all the stories a worker checks: loading the catalogue's preview and axe once, then switching
 * stories inside it, is about ten times faster than a fresh page per story.
 */
export const test = base.extend<object, { storyPage: Page }>({
  storyPage: [
    async ({ browser }, use) => {
      const context = await browser.newContext();
      await use(await context.newPage());
      await context.close();
    },
    { scope: 'worker' },
  ],
});

/**
 * Shows a story on its own (the catalogue's iframe) and waits until it has rendered and its play function, if any,
 * has finished; fails when either threw. A page that already shows the preview switches story in place. Then waits
 * for running animations (a busy spinner's endless one aside), so axe measures the final colours.
 */
export async function openStory(page: Page, id: string) {
  const switched = await page.evaluate((storyId) => {
    const preview = (window as PreviewWindow).__STORYBOOK_PREVIEW__;
    if (!preview || document.body.classList.contains('sb-show-errordisplay')) return false;
    preview.onSetCurrentStory({ storyId, viewMode: 'story' });
    return true;
  }, id);
  if (!switched) await page.goto(`/iframe.html?id=${encodeURIComponent(id)}&viewMode=story`);
  // Storybook's last phase, whether the story succeeded or not; a failure shows its error display instead.
  await page.waitForFunction((storyId) => {
    const render = (window as PreviewWindow).__STORYBOOK_PREVIEW__?.currentRender;
    return render?.id === storyId && render.phase === 'finished';
  }, id);
  const error = await page.evaluate(() =>
    document.body.classList.contains('sb-show-errordisplay')
      ? `${document.querySelector('#error-message')?.textContent}\n${document.querySelector('#error-stack')?.textContent}`
      : null,
  );
  expect(error, `story ${id} renders and plays without an error`).toBeNull();
  await page.waitForFunction(() =>
    document
      .getAnimations()
      .every(
        (animation) =>
          animation.playState !== 'running' || animation.effect?.getTiming().iterations === Infinity,
      ),
  );
}

/**
 * Runs axe (the project's rules, `WCAG_22_AA`) on the page: no violation of serious or critical impact. Written for
 * the catalogue rather than taken from test-support: axe is loaded once into the page kept for all stories.
 */
export async function expectNoSeriousAxeViolations(page: Page) {
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  const violations = await page.evaluate(async (rules) => {
    const checker = (window as PreviewWindow).axe;
    if (!checker) throw new Error('axe-core did not load into the page');
    const results = await checker.run(document, {
      runOnly: { type: 'tag', values: rules },
    });
    return results.violations
      .filter((violation) => violation.impact === 'serious' || violation.impact === 'critical')
      .map(
        (violation) =>
          `${violation.id}: ${violation.help}\n${violation.nodes.map((node) => `  ${node.html}`).join('\n')}`,
      );
  }, WCAG_22_AA);
  expect(violations, violations.join('\n\n')).toEqual([]);
}
