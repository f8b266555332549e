import { expectNoSeriousAxeViolations, openStory, stories, test, viewportOf } from './catalogue';

// Every story of the catalogue, in both themes as the system chooses them: it renders, its play function passes
// and axe finds nothing serious (contrast included, measured on the real colours).
for (const colorScheme of ['light', 'dark'] as const) {
  test.describe(`${colorScheme} theme`, () => {
    for (const story of stories()) {
      test(`${story.title} / ${story.name}`, async ({ storyPage: page }) => {
        await page.emulateMedia({ colorScheme });
        await page.setViewportSize(viewportOf(story));
        await openStory(page, story.id);
        await expectNoSeriousAxeViolations(page);
      });
    }
  });
}
