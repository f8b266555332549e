import EMERGENCY_WORDS from 'words:emergency';
import RESULT_WORDS from 'words:lookup-result';
import { getDirectionsToCurrentUrl, getSnapshotState, type StatusSnapshot } from '@safety-companion/contract';
import { LtrInText } from '@safety-companion/ui';
import { type RefObject, useEffect, useId, useMemo, useRef, useState } from 'react';
import { numberInWords } from '../hero-lookup/call-words';
import { callLabel } from './call-label';
import { countryName, countryOptions } from './countries';
import { PersonActions, type PersonActionsProps, PHONE_ICON } from './person-actions';
import { type HeroEmergencyNumberChoice, useHeroEmergencyNumber } from './use-hero-emergency-number';
import './emergency-actions.css';

export interface StatusActionsProps {
  snapshot: StatusSnapshot;
  /** The site's `VITE_EMERGENCY_NUMBER`, for a hero whose country is not known. */
  fallbackNumber: string;
}

/** The custom property the page's end is padded by on a phone, so that the pinned bar covers none of it. */
const BAR_HEIGHT = '--emergency-bar-height';

/** Keeps `BAR_HEIGHT` equal to the bar's height (its text may wrap at a large text size), while it is shown. */
function usePaddingForBar(bar: RefObject<HTMLElement | null>) {
  useEffect(() => {
    const element = bar.current;
    if (!element || typeof ResizeObserver === 'undefined') return;
    const root = document.documentElement;
    const observer = new ResizeObserver(() => {
      root.style.setProperty(BAR_HEIGHT, `${element.getBoundingClientRect().height}px`);
    });
    observer.observe(element);
    return () => {
      observer.disconnect();
      root.style.removeProperty(BAR_HEIGHT);
    };
  }, [bar]);
}

/**
 * The person's "Call Riley" and "Message Riley" first, when they share their number; then "Call {number}" and "Directions" (to the person's current position, the hero's device choosing the start): pinned
 * to the bottom of a phone's screen, where a thumb reaches them whatever the page shows (the page's end is padded by
 * the bar's height); at the top of the panel on wider screens (emergency-actions.css).
 */
function ActionBar({
  hero,
  directions,
  person,
}: {
  hero: HeroEmergencyNumberChoice;
  directions: string | undefined;
  person: PersonActionsProps;
}) {
  const bar = useRef<HTMLDivElement>(null);
  const newTabId = useId();
  usePaddingForBar(bar);
  return (
    <div ref={bar} className="emergency-bar">
      <PersonActions {...person} />
      <a className="emergency-bar__action emergency-bar__call" href={`tel:${hero.number}`}>
        <svg className="emergency-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          <path d={PHONE_ICON} />
        </svg>
        <LtrInText text={callLabel(hero)} part={hero.number} />
      </a>
      {directions ? (
        <>
          <a
            className="emergency-bar__action emergency-bar__directions"
            href={directions}
            target="_blank"
            rel="noopener noreferrer"
            aria-describedby={newTabId}
          >
            <svg className="emergency-bar__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
              <path d="M12 21s-7-6.2-7-11a7 7 0 0 1 14 0c0 4.8-7 11-7 11zM12 12.5a2.5 2.5 0 1 0 0-5 2.5 2.5 0 0 0 0 5" />
            </svg>
            {RESULT_WORDS.directions}
          </a>
          <span id={newTabId} hidden>
            {EMERGENCY_WORDS.opensInNewTab}
          </span>
        </>
      ) : null}
    </div>
  );
}

/**
 * The number and its country in one line, "Calls 999 (United Kingdom) · Change": a browser's language is not
 * always where its owner stands, so "Change" opens a list labelled "Country" (and moves the focus to it) to pick
 * another. A change is said once, in a polite live region, as one sentence; the focus stays on the list.
 */
function NumberChoice({ hero }: { hero: HeroEmergencyNumberChoice }) {
  const listId = useId();
  const choiceId = useId();
  const [open, setOpen] = useState(false);
  const list = useRef<HTMLSelectElement>(null);
  const options = useMemo(countryOptions, []);
  useEffect(() => {
    if (open) list.current?.focus();
  }, [open]);
  return (
    <div className="emergency-number">
      <p className="emergency-number__for">
        <span aria-live="polite">
          {hero.region
            ? EMERGENCY_WORDS.calls({ number: hero.number, country: countryName(hero.region) })
            : EMERGENCY_WORDS.callsWithoutCountry({ number: hero.number })}
        </span>
        <span aria-hidden="true"> · </span>
        <button
          type="button"
          className="emergency-number__change"
          aria-expanded={open}
          aria-controls={choiceId}
          onClick={() => setOpen(!open)}
        >
          {hero.region ? EMERGENCY_WORDS.change : EMERGENCY_WORDS.countryNotChosen}
        </button>
      </p>
      <div id={choiceId} className="emergency-number__choice" hidden={!open}>
        {open ? (
          <>
            <label className="emergency-number__label" htmlFor={listId}>
              {EMERGENCY_WORDS.countryLabel}
            </label>
            <select
              ref={list}
              id={listId}
              className="emergency-number__list"
              value={hero.region ?? ''}
              onChange={(event) => {
                if (event.currentTarget.value) hero.choose(event.currentTarget.value);
              }}
            >
              {hero.region ? null : <option value="">{EMERGENCY_WORDS.countryNotChosen}</option>}
              {options.map((option) => (
                <option key={option.region} value={option.region}>
                  {option.name}
                </option>
              ))}
            </select>
          </>
        ) : null}
      </div>
    </div>
  );
}

/**
 * What to try first after an expired countdown: with the person's number shared, the Call and Message links are
 * right there; without it, the number the hero has. `name` is the name the person shows, when they show one.
 */
function tryCalling(name: string | undefined, shared: boolean): string {
  const words = EMERGENCY_WORDS.expired;
  if (shared) return name ? words.tryCallingOrMessagingNamed({ name }) : words.tryCallingOrMessaging;
  return name ? words.tryCallingNamed({ name }) : words.tryCalling;
}

/**
 * What a hero can do now, right under the status line, in an emergency and after an expired countdown (nothing
 * while a countdown runs): after an expired one, that they have not stopped it and what to try first; the action
 * bar (the person's Call and Message first, when they share their number); and the number with its country in one line, whose "Change" opens the list of countries.
 */
export function StatusActions({ snapshot, fallbackNumber }: StatusActionsProps) {
  const hero = useHeroEmergencyNumber(fallbackNumber);
  const state = getSnapshotState(snapshot);
  if (state === 'active') return null;
  const name = snapshot.displayName?.trim() || undefined;
  return (
    <div className="emergency-actions">
      {state === 'expired' ? (
        <div className="emergency-actions__expired">
          <p>{EMERGENCY_WORDS.expired.notStopped}</p>
          <p>{tryCalling(name, Boolean(snapshot.contactPhone))}</p>
          <p>{EMERGENCY_WORDS.expired.call({ number: numberInWords(hero) })}</p>
        </div>
      ) : null}
      <ActionBar
        hero={hero}
        directions={getDirectionsToCurrentUrl(snapshot)}
        person={{ phone: snapshot.contactPhone, name }}
      />
      <NumberChoice hero={hero} />
    </div>
  );
}
