import type { BrowserContext, Page } from '@playwright/test';

/** A push subscription as `PushSubscription.toJSON()` gives it. */
export interface SubscriptionJson {
  endpoint: string;
  expirationTime: null;
  keys: { p256dh: string; auth: string };
}

export declare function standInForPush(
  page: Page,
  options: { subscription: SubscriptionJson; permission: 'default' | 'denied' | 'granted' },
): Promise<void>;
export declare function deliverPush(page: Page, data: unknown): Promise<void>;
export declare function shownNotifications(
  page: Page,
): Promise<{ title: string; body: string; tag: string; renotify: boolean; data: unknown }[]>;
export declare function tapNotification(
  context: BrowserContext,
  tag: string,
): Promise<{ focused: string[]; opened: string[]; left: string[] }>;
