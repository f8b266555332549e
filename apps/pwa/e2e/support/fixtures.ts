import { test as base, expect } from '@playwright/test';
import { TEST_SNAPSHOT } from '@safety-companion/test-support';

export const MOBILE = { width: 390, height: 844 };
export const DESKTOP = { width: 1280, height: 800 };

const { accessCode: _accessCode, ...withoutCode } = TEST_SNAPSHOT;
/** A running countdown as the API answers it (without its code), for the lookup tests to vary. */
export const ACTIVE_STATUS = withoutCode;

export interface ApiControl {
  /**
   * Scripts the answer the API gives for a key (`lookup:CODE`, `stream:CODE`, `alerts:CODE` (subscribing),
   * `alert:ID` (stopping), `/api/alerts/key`, `feedback:SUBJECT`,
   * `admin:USERNAME`). A stream scripted 200 opens, and its first event is the code's scripted lookup answer.
   */
  answer(
    key: string,
    answer: { status: number; body?: unknown; raw?: string; delayMs?: number },
  ): Promise<void>;
  /** The requests the API received for a key. */
  requests(
    key: string,
  ): Promise<{ method: string; path: string; query: Record<string, string>; body: string }[]>;
  /**
   * Sends an event to the open live streams of a key (`stream:CODE`); answers how many streams got it. After
   * an `ended` or a `reconnect`, the streams close.
   */
  streamEvent(key: string, event: 'status' | 'ended' | 'reconnect', data: unknown): Promise<number>;
}

export const test = base.extend<{ api: ApiControl }>({
  // A prerendered page shows its content before the app has started: a navigation waits until the page is the
  // live app (hydrated, #root no longer marked `data-prerendered`), as a person acts once the page responds.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const live = () => page.locator('#root[data-prerendered]').waitFor({ state: 'detached' });
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (url, options) => {
        const response = await goto(url, options);
        await live();
        return response;
      };
      page.reload = async (options) => {
        const response = await reload(options);
        await live();
        return response;
      };
    }
    await use(page);
  },
  api: async ({ request }, use) => {
    await use({
      async answer(key, answer) {
        const response = await request.post('/__e2e/answers', { data: { key, ...answer } });
        expect(response.ok()).toBe(true);
      },
      async requests(key) {
        return (await request.get(`/__e2e/requests?key=${encodeURIComponent(key)}`)).json();
      },
      async streamEvent(key, event, data) {
        const response = await request.post('/__e2e/stream-events', { data: { key, event, data } });
        expect(response.ok()).toBe(true);
        return ((await response.json()) as { delivered: number }).delivered;
      },
    });
  },
});

export { expect };
