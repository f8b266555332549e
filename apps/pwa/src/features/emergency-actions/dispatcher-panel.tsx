import EMERGENCY_WORDS from 'words:emergency';
import type { ApiClient } from '@safety-companion/api';
import {
  type DispatcherBrief,
  dispatcherBrief,
  dispatcherText,
  emergencySteps,
  formatCoordinates,
  getSnapshotState,
  type StatusSnapshot,
} from '@safety-companion/contract';
import { LtrInText, useNow } from '@safety-companion/ui';
import { useId, useState } from 'react';
import { dateLocale } from '../../i18n/date-locale';
import { useMapSetup } from '../status-map/use-map-setup';
import { useNearestStreets } from '../status-map/use-nearest-streets';
import { dispatcherWords, stepWords } from './dispatcher-words';
import { useHeroEmergencyNumber } from './use-hero-emergency-number';
import './emergency-actions.css';

export interface DispatcherPanelProps {
  snapshot: StatusSnapshot;
  /** The site's `VITE_EMERGENCY_NUMBER`, for a hero whose country is not known. */
  fallbackNumber: string;
  /**
   * Loads the API client, which says where the site's street map is: the brief names the nearest streets from it.
   * Without one (the demo) it names none.
   */
  loadClient?: () => Promise<ApiClient>;
}

/** Whether this browser has the Web Share API (most phones; few desktops). */
function canShare(): boolean {
  return typeof navigator !== 'undefined' && typeof navigator.share === 'function';
}

/**
 * A line of the brief; the person's number and the position's coordinates read left to right whatever the page's
 * direction (a '+', a minus sign and the comma between latitude and longitude never reorder among Arabic words).
 */
function BriefLine({ line, snapshot }: { line: DispatcherBrief['lines'][number]; snapshot: StatusSnapshot }) {
  const part =
    line.part === 'phone'
      ? snapshot.contactPhone
      : line.part === 'position' && snapshot.location
        ? formatCoordinates(snapshot.location)
        : undefined;
  return (
    <p data-part={line.part}>
      <LtrInText text={line.text} part={part} />
    </p>
  );
}

/**
 * In an emergency and after an expired countdown (its heading a level under the status line's, which it is about),
 * what to tell the dispatcher (the contract's `dispatcherBrief`, in the page's language: who, the state and since
 * when, where with the nearest streets from the site's street map, their phone, what they wrote, the battery, what to
 * say first from afar, and last the hero's own number), "Copy" and, where the browser has it, "Share" for the same
 * text; in an emergency, then the steps for the hero's number (`emergencySteps`). "Copied" is said once per status,
 * in a polite live region; the focus stays on the button.
 */
export function DispatcherPanel(props: DispatcherPanelProps) {
  // Nothing to tell a dispatcher while the status is fine: no clock ticks and no street map is asked for it.
  return getSnapshotState(props.snapshot) === 'active' ? null : <DispatcherBriefPanel {...props} />;
}

function DispatcherBriefPanel({ snapshot, fallbackNumber, loadClient }: DispatcherPanelProps) {
  const headingId = useId();
  const hero = useHeroEmergencyNumber(fallbackNumber);
  const TEXTS = EMERGENCY_WORDS.dispatcher;
  const now = useNow();
  const streets = useNearestStreets(useMapSetup(loadClient), snapshot.location);
  // The status that was copied, so that a changed status no longer reads "Copied".
  const [copied, setCopied] = useState<{ snapshot: StatusSnapshot; ok: boolean } | null>(null);
  const state = getSnapshotState(snapshot);
  // The contract's brief and steps, in the page's words (the `emergency` section's).
  const brief = dispatcherBrief(snapshot, { locale: dateLocale(), now, streets }, dispatcherWords());
  const text = dispatcherText(brief);

  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied({ snapshot, ok: true });
    } catch {
      setCopied({ snapshot, ok: false });
    }
  }

  async function share() {
    try {
      await navigator.share({ title: TEXTS.shareTitle, text });
    } catch {
      // Closed by the hero (AbortError) or refused: nothing to say, Copy is beside it.
    }
  }

  const result = copied?.snapshot === snapshot ? (copied.ok ? TEXTS.copied : TEXTS.copyFailed) : '';
  return (
    <section className="dispatcher" aria-labelledby={headingId}>
      <h4 id={headingId} className="dispatcher__heading">
        {TEXTS.heading}
      </h4>
      <div className="dispatcher__brief">
        {brief.lines.map((line) => (
          <BriefLine key={line.part} line={line} snapshot={snapshot} />
        ))}
        <p className="dispatcher__elsewhere">{brief.elsewhere}</p>
        <p className="dispatcher__own-number">{brief.ownNumber}</p>
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
      {state === 'emergency' ? (
        <>
          <h5 className="dispatcher__steps-heading">{TEXTS.stepsHeading}</h5>
          <ol className="dispatcher__steps">
            {emergencySteps(hero, stepWords()).map((step) => (
              <li key={step}>{step}</li>
            ))}
          </ol>
        </>
      ) : null}
    </section>
  );
}
