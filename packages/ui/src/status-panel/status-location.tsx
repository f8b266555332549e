import { formatCoordinates, type SnapshotLocation } from '@safety-companion/contract';
import { useState } from 'react';

const COPY_TEXTS = {
  label: 'Current location',
  copy: 'Copy coordinates',
  copied: 'Coordinates copied',
  failed: 'Could not copy: select the coordinates and copy them instead.',
} as const;

/**
 * How precise the phone says the location is: 'within 35 m' for the eye (kilometres from 1,000 m), and a sentence
 * for a screen reader.
 */
export function formatAccuracy(meters: number): { short: string; spoken: string } {
  if (meters < 1000) {
    const rounded = Math.round(meters);
    return {
      short: `within ${rounded} m`,
      spoken: `Accurate to within ${rounded} metre${rounded === 1 ? '' : 's'}.`,
    };
  }
  const km = Number((meters / 1000).toFixed(1));
  return { short: `within ${km} km`, spoken: `Accurate to within ${km} kilometre${km === 1 ? '' : 's'}.` };
}

/**
 * The current location as text a hero can read out to an emergency operator or paste anywhere, how precise it is
 * when the phone said, and a button that copies the coordinates. Whether it worked is said in a polite live region next to the button.
 */
export function CurrentCoordinates({ location }: { location: SnapshotLocation }) {
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  const text = formatCoordinates(location);
  const accuracy = typeof location.accuracy === 'number' ? formatAccuracy(location.accuracy) : undefined;

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
        {COPY_TEXTS.label}: <span className="sc-status__coordinates-text">{text}</span>
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
        {COPY_TEXTS.copy}
      </button>
      {/* A plain live region, not a second role="status" beside the page's own announcements. */}
      <span aria-live="polite" className="sc-status__copy-result">
        {copied ? COPY_TEXTS[copied] : ''}
      </span>
    </div>
  );
}
