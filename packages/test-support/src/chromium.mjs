// How every browser test and script of the project starts Chromium: the system's own (never a downloaded one),
// headless, with the flags a machine without a general internet connection needs.

/** The Chromium command-line flags. */
export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** The Chromium binary: CHROME_PATH, or the system package's. */
export function chromiumPath() {
  return process.env.CHROME_PATH ?? '/usr/bin/chromium';
}

/** Launch options for Playwright. */
export function chromiumLaunchOptions() {
  return { executablePath: chromiumPath(), args: CHROMIUM_ARGS };
}
