// Holds back the site's app (its entry module, `/assets/index-*.js`) until the returned function is called: what a
// page shows meanwhile is its prerendered HTML and its own inline script's work.

/**
 * @param {import('@playwright/test').Page} page
 * @returns {Promise<() => void>} lets the app through
 */
export async function holdApp(page) {
  let release = () => {};
  const held = new Promise((resolve) => {
    release = resolve;
  });
  await page.route(/\/assets\/index-[^/]+\.js$/, async (route) => {
    await held;
    await route.continue();
  });
  return release;
}
