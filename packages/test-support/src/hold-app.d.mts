import type { Page } from '@playwright/test';

/** Holds back the site's app (its entry module) until the returned function is called. */
export declare function holdApp(page: Page): Promise<() => void>;
