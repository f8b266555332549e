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

/**
 * The slow phone that `bench:lookup` and the browser tests measure a hero's wait on: 150 ms round trips, 1.6 Mbps
 * down, 750 kbps up, the CPU slowed 4x (Chromium's DevTools protocol).
 */
export const SLOW_PHONE = {
  network: { offline: false, latency: 150, downloadThroughput: 1_600_000 / 8, uploadThroughput: 750_000 / 8 },
  cpuSlowdown: 4,
};

/** Puts a Playwright page of `context` on `SLOW_PHONE`'s terms. */
export async function emulateSlowPhone(context, page) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', SLOW_PHONE.network);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: SLOW_PHONE.cpuSlowdown });
}
