import type { Page } from '@playwright/test';

export declare const WCAG_22_AA: string[];
export declare function expectNoSeriousAxeViolations(
  page: Page,
  options?: { allRules?: boolean },
): Promise<void>;
