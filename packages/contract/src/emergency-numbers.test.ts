import { describe, expect, it } from 'vitest';
import {
  EMERGENCY_NUMBERS,
  EMERGENCY_NUMBERS_SOURCE,
  emergencyNumberFor,
  heroEmergencyNumber,
  regionOfLanguages,
} from './emergency-numbers.js';

describe('the emergency number table', () => {
  it('knows at least 40 countries, each by an ISO region code that Intl names, with a number of digits', () => {
    const regions = Object.keys(EMERGENCY_NUMBERS);
    expect(regions.length).toBeGreaterThanOrEqual(40);
    const names = new Intl.DisplayNames(['en'], { type: 'region', fallback: 'none' });
    for (const region of regions) {
      expect(region).toMatch(/^[A-Z]{2}$/);
      expect(names.of(region), region).toBeTruthy();
      expect(EMERGENCY_NUMBERS[region]?.number, region).toMatch(/^\d{3,5}$/);
    }
    expect(EMERGENCY_NUMBERS_SOURCE).toContain('ITU');
  });

  it.each([
    [['en-GB'], '999'],
    [['de-DE'], '112'],
    [['en-US'], '911'],
    [['es-MX'], '911'],
    [['en-AU'], '000'],
    [['en-NZ'], '111'],
    [['es-ES', 'en-US'], '112'],
  ])('gives the hero with languages %j the number %s', (languages, number) => {
    expect(emergencyNumberFor(regionOfLanguages(languages), '911').number).toBe(number);
  });

  it('takes the first language with a known country, and none from a tag without one', () => {
    expect(regionOfLanguages(['fr', 'en-GB'])).toBe('GB');
    expect(regionOfLanguages(['fr'])).toBeUndefined();
    expect(regionOfLanguages(['es-419'])).toBeUndefined();
    expect(regionOfLanguages(['not a tag', 'de-AT'])).toBe('AT');
    expect(regionOfLanguages([])).toBeUndefined();
  });

  it('falls back to the site setting when no country is known', () => {
    expect(emergencyNumberFor(undefined, '112')).toEqual({ number: '112', texts: 'no' });
    expect(emergencyNumberFor('ZZ', '911')).toEqual({ number: '911', texts: 'no' });
  });

  it("gives the hero the country chosen on the device first, then the browser's, then the site's number", () => {
    expect(heroEmergencyNumber(['en-GB', 'en'], null, '911')).toEqual({
      region: 'GB',
      number: '999',
      texts: 'registered',
    });
    expect(heroEmergencyNumber(['en-GB'], 'DE', '911')).toEqual({ region: 'DE', number: '112', texts: 'no' });
    // A stored value the table does not know (an old or edited one) is ignored, not trusted.
    expect(heroEmergencyNumber(['en-AU'], 'ZZ', '911')).toEqual({ region: 'AU', number: '000', texts: 'no' });
    expect(heroEmergencyNumber(['fr'], null, '112')).toEqual({
      region: undefined,
      number: '112',
      texts: 'no',
    });
    expect(heroEmergencyNumber([], undefined, '911').number).toBe('911');
  });
});
