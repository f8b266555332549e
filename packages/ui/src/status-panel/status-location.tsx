import { formatCoordinates, type SnapshotLocation } from '@safety-companion/contract';
import { useState } from 'react';
import type { UiMessages } from '../messages';
import { STATUS_LOCATION_EN } from '../messages/english/status-location';
import { useSectionMessages } from '../messages/section-messages';

/**
 * How precise the phone says the location is: 'within 35 m' for the eye (kilometres from 1,000 m), and a sentence
 * for a screen reader; the distance is written in `locale`.
 */
export function formatAccuracy(
  meters: number,
  messages: UiMessages['statusLocation'],
  locale?: string,
): { short: string; spoken: string } {
  const unit = meters < 1000 ? 'm' : 'km';
  const value = unit === 'm' ? Math.round(meters) : Number((meters / 1000).toFixed(1));
  const distance = new Intl.NumberFormat(locale, { maximumFractionDigits: 1 }).format(value);
  return { short: messages.accuracy(distance, unit), spoken: messages.accuracySpoken(distance, value, unit) };
}

/**
 * The current location as text a hero can read out to an emergency operator or paste anywhere, how precise it is
 * when the phone said, and a button that copies the coordinates. Whether it worked is said in a polite live region next to the button.
 */
export function CurrentCoordinates({ location, locale }: { location: SnapshotLocation; locale?: string }) {
  const messages = useSectionMessages('statusLocation', STATUS_LOCATION_EN);
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  const text = formatCoordinates(location);
  const accuracy =
    typeof location.accuracy === 'number' ? formatAccuracy(location.accuracy, messages, locale) : undefined;

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied('copied');
    } catch {
      setCopied('failed');
    }
  }

  return (
    <div className="sc-status__coordinates">
      <p>
        {messages.label}:{' '}
        {/* Latitude, longitude: a minus sign and the comma between them read left to right in every language. */}
        <span className="sc-status__coordinates-text" dir="ltr">
          {text}
        </span>
        {accuracy ? (
          <>
            <span className="sc-status__accuracy" aria-hidden="true">
              {' '}
              ({accuracy.short})
            </span>
            <span className="sc-visually-hidden"> {accuracy.spoken}</span>
          </>
        ) : null}
      </p>
      <button type="button" className="sc-status__copy" onClick={() => void copy()}>
        {messages.copy}
      </button>
      {/* A plain live region, not a second role="status" beside the page's own announcements. */}
      <span aria-live="polite" className="sc-status__copy-result">
        {copied === 'copied' ? messages.copied : copied === 'failed' ? messages.copyFailed : ''}
      </span>
    </div>
  );
}
