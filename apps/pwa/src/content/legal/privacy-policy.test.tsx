import { STATUS_IDLE_DAYS, STATUS_RETENTION_HOURS, STATUS_SWEEP_MINUTES } from '@safety-companion/api';
import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { EMERGENCY_COUNTRY_KEY } from '../../features/emergency-actions/emergency-country';
import type { ContentSettings } from '../content-settings';
import { PrivacyPolicy } from './privacy-policy';

const settings = {
  productName: 'Beacon',
  contactEmail: 'support@example.com',
  privacyEmail: 'privacy@example.com',
} satisfies ContentSettings;

describe('the privacy policy', () => {
  it("says what the server does with a status, with the contract's numbers", () => {
    render(<PrivacyPolicy settings={settings} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'Data Retention' });
    const section = within(heading.closest('section') as HTMLElement);
    const text = heading.closest('section')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(STATUS_RETENTION_HOURS).toBe(24);
    expect(text).toContain('When you stop it, we delete it from our servers at once.');
    expect(text).toContain(
      `For the next ${STATUS_RETENTION_HOURS} hours your access code only tells your heroes`,
    );
    expect(text).toContain('“This status has ended.”');
    expect(text).toContain(`until ${STATUS_RETENTION_HOURS} hours after its end time. Then we delete it`);
    expect(text).toContain(`every ${STATUS_SWEEP_MINUTES} minutes`);
    expect(STATUS_IDLE_DAYS).toBe(7);
    expect(text).toContain(
      `ends by itself ${STATUS_IDLE_DAYS} days after its last update, exactly as if you had stopped it.`,
    );
    expect(section.getByText(/keyed hash/)).toBeVisible();
    expect(text).toContain('Alerts for your heroes are kept until the activity ends in any of these ways');
    const policy = document.body.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(policy).toContain('we keep the push address their browser gives us');
    expect(policy).toContain(
      'The subscription also records the language of the page it was made on, so that its alerts are written in that language; it is deleted with the subscription.',
    );
    expect(policy).toContain(
      'Each alert is encrypted end to end for the hero’s browser: the push service cannot read it',
    );
    expect(text).toContain('the name you show, the phone number you shared, the details you entered');
    expect(policy).toContain(
      'Only if you turn it on for an activity: the phone number you choose to share, so that your heroes can call or text you from the lookup page',
    );
    expect(policy).toContain(
      'It is never part of an alert, and it is deleted with the rest of the activity.',
    );
    expect(screen.getByText('November 29, 2026')).toHaveAttribute('dateTime', '2026-11-29');
  });

  // The key is written out in the policy, not imported: the legal page then shares no code with the lookup's parts
  // (a shared chunk would grow every page's first load); this test keeps the two the same.
  it('names what the lookup keeps of the emergency number’s country, and where', () => {
    render(<PrivacyPolicy settings={settings} />);
    const heading = screen.getByRole('heading', { level: 3, name: 'What This Website Keeps on Your Device' });
    const text = heading.closest('section')?.textContent?.replace(/\s+/g, ' ') ?? '';
    expect(text).toContain('This website sets no cookies for visitors');
    expect(text).toContain(
      `The country of your emergency number. When you pick a country under a status on the lookup page, its code (such as GB) is kept in this browser’s local storage, under the name ${EMERGENCY_COUNTRY_KEY}`,
    );
  });
});
