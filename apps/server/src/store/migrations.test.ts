import { LOCALES } from '@safety-companion/contract';
import { describe, expect, it } from 'vitest';
import { MIGRATIONS } from './migrations.js';

describe('the migrations', () => {
  it("check an alert subscription's language against the contract's LOCALES, as the last one to set it lists them", () => {
    const checks = MIGRATIONS.filter((migration) =>
      migration.sql.includes('alert_subscriptions_locale_known'),
    );
    const last = checks.at(-1)?.sql.match(/CHECK \(locale IN \(([^)]*)\)\)/)?.[1];
    // A language added to the contract needs a migration of the check: this fails until there is one.
    expect(last?.split(',').map((tag) => tag.trim().replace(/^'|'$/g, ''))).toEqual([...LOCALES]);
  });
});
