import { dispatcherText, getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';
import { useId, useState } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import { briefOf, stepsOf } from './dispatcher-words';
import { EMERGENCY_TEXTS } from './messages';
import { useHeroEmergencyNumber } from './use-hero-emergency-number';
import './emergency-actions.css';

export interface DispatcherPanelProps {
  snapshot: StatusSnapshot;
  /** The site's `VITE_EMERGENCY_NUMBER`, for a hero whose country is not known. */
  fallbackNumber: string;
}

/** Whether this browser has the Web Share API (most phones; few desktops). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * In an emergency (its heading a level under the status line's, which it is about), what to tell the dispatcher (the contract's `dispatcherBrief`, in the page's language: where, what is known, what to say
 * first from afar), "Copy" and, where the browser has it, "Share" for the same text, then the steps for the hero's
 * number (`emergencySteps`). "Copied" is said once per text, in a polite live region; the focus stays on the button.
 */
export function DispatcherPanel({ snapshot, fallbackNumber }: DispatcherPanelProps) {
  const headingId = useId();
  const hero = useHeroEmergencyNumber(fallbackNumber);
  const TEXTS = EMERGENCY_TEXTS.dispatcher;
  // The text that was copied, so that a changed status no longer reads "Copied".
  const [copied, setCopied] = useState<{ text: string; ok: boolean } | null>(null);
  if (getSnapshotState(snapshot) !== 'emergency') return null;
  const brief = briefOf(snapshot, { name: snapshot.displayName, locale: dateLocale() });
  const text = dispatcherText(brief);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ text, ok: true });
    } catch {
      setCopied({ text, ok: false });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: TEXTS.shareTitle, text });
    } catch {
      // Closed by the hero (AbortError) or refused: nothing to say, Copy is beside it.
    }
  }

  const result = copied?.text === text ? (copied.ok ? TEXTS.copied : TEXTS.copyFailed) : '';
  return (
    <section className="dispatcher" aria-labelledby={headingId}>
      <h4 id={headingId} className="dispatcher__heading">
        {TEXTS.heading}
      </h4>
      <div className="dispatcher__brief">
        {[...brief.where, ...brief.known].map((line) => (
          <p key={line}>{line}</p>
        ))}
        <p className="dispatcher__elsewhere">{brief.elsewhere}</p>
      </div>
      <div className="dispatcher__share">
        <button type="button" className="dispatcher__button" onClick={() => void copy()}>
          {TEXTS.copy}
        </button>
        {canShare() ? (
          <button type="button" className="dispatcher__button" onClick={() => void share()}>
            {TEXTS.share}
          </button>
        ) : null}
        {/* A plain live region, not a second role="status" beside the page's own announcements. */}
        <span className="dispatcher__copied" aria-live="polite">
          {result}
        </span>
      </div>
      <h5 className="dispatcher__steps-heading">{TEXTS.stepsHeading}</h5>
      <ol className="dispatcher__steps">
        {stepsOf(hero).map((step) => (
          <li key={step}>{step}</li>
        ))}
      </ol>
    </section>
  );
}
