import { type Coordinates, formatCoordinates } from '@safety-companion/contract';
import { useState } from 'react';

const COPY_TEXTS = {
  label: 'Current location',
  copy: 'Copy coordinates',
  copied: 'Coordinates copied',
  failed: 'Could not copy: select the coordinates and copy them instead.',
} as const;

/**
 * The current location as text a hero can read out to an emergency operator or paste anywhere, with a button
 * that copies it. Whether it worked is said in a polite live region next to the button.
 */
export function CurrentCoordinates({ location }: { location: Coordinates }) {
  const [copied, setCopied] = useState<'' | 'copied' | 'failed'>('');
  const text = formatCoordinates(location);

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
