import {
  type Acknowledgement,
  type DateFormatOptions,
  formatSnapshotDate,
  getCurrentLocationUrl,
  getDirectionsUrl,
  getSnapshotState,
  getStartLocationUrl,
  getStatusLine,
  isPositionStale,
  lastPositionAt,
  type SnapshotTime,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import { type ReactNode, useId } from 'react';
import { LtrInText } from '../left-to-right';
import type { UiMessages } from '../messages';
import { STATUS_EN } from '../messages/english/status';
import { useSectionMessages } from '../messages/section-messages';
import { cx } from '../utils/cx';
import { AcknowledgementList } from './status-answers';
import { BatteryLevel, TimeLeft } from './status-facts';
import { LastUpdate } from './status-freshness';
import { CurrentCoordinates } from './status-location';
import { EmergencySince } from './status-since';
import { useNow } from './use-now';

export interface StatusPanelProps {
  snapshot: StatusSnapshot;
  /** The level of the status line's heading, to fit the page's outline. */
  headingLevel?: 2 | 3 | 4;
  /** The locale of the dates; the viewer's by default. */
  locale?: string;
  /** The time zone of the dates; the viewer's by default. */
  timeZone?: string;
  /** The alt text of the user's photo; the messages' `status.photoAlt`. */
  photoAlt?: string;
  /** False when the page shows the user's photo itself (beside its heading, say): the panel then leaves it out. */
  showPhoto?: boolean;
  /**
   * The emergency number a hero can call from the page: in an emergency, a large `tel:` button right under the
   * status line. Leave it out to show no button.
   */
  emergencyNumber?: string;
  /**
   * What the page adds right under the status line, such as its own call and directions actions (then leave out
   * `emergencyNumber`, so that the hero sees one call button).
   */
  statusActions?: ReactNode;
  /**
   * What the page adds right after the heroes' answers, before the times and details: the hero's own answer
   * buttons, say, so that what a hero can do is near the top.
   */
  afterAnswers?: ReactNode;
  /** The answer this device sent, which the list of answers names 'You' ('You are on the way'). */
  ownAnswer?: Acknowledgement | null;
  /**
   * The status has ended: the panel shows what it last said in a quiet style ('Was: EMERGENCY', no state colours,
   * no call button, no low-battery warning), without a countdown still running.
   */
  ended?: boolean;
  /**
   * A map of where the person is, shown right under the status line (and its call button). The panel draws no map
   * itself: it fetches nothing.
   */
  map?: ReactNode;
  className?: string;
}

const STATE_ICONS = {
  emergency: <path d="M12 3l9.5 17h-19zM12 10v4M12 17v.5" />,
  expired: <path d="M12 7v5l3 2M3 12a9 9 0 1 0 18 0 9 9 0 1 0-18 0" />,
  active: <path d="M5 12.5l4.5 4.5L19 7.5" />,
};

/** A zone's canonical name ('Etc/UTC' and 'UTC' agree), or undefined when the runtime does not know it. */
function canonicalZone(zone: string | undefined): string | undefined {
  try {
    return new Intl.DateTimeFormat('en-US', { timeZone: zone }).resolvedOptions().timeZone;
  } catch {
    return undefined;
  }
}

/** A snapshot time in the viewer's format, or the words for one the snapshot does not carry. */
function formatDate(
  value: SnapshotTime | null | undefined,
  dates: DateFormatOptions,
  messages: UiMessages['status'],
) {
  return toSnapshotDate(value) ? formatSnapshotDate(value, dates) : messages.notSet;
}

function Entry({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="sc-status__entry">
      <dt>{term}</dt>
      <dd>{children}</dd>
    </div>
  );
}

/**
 * A hero's view of a status snapshot: the status line ('EMERGENCY', 'Timer has Expired at …' or 'Active', shown
 * by text, icon and border as well as colour) with, in an
 * emergency, since when ('Emergency since 22:56 (5 min ago)'), the place the person named ('At: Dupont Circle
 * station (the place they named)') and a button that calls `emergencyNumber`, and under them the `map` it is given; the time a countdown has left ('Ends in 1 h 59 min', ticking)
 * and the phone's battery ('Battery 12%', standing out below 15 %, 'charging'); each hero's latest answer, when
 * the snapshot carries them ('Sam is on the way · 2 min ago'); the start, end and last-update times in the viewer's time zone (naming the user's zone when it differs), how long
 * ago the last update was ('Updated 12 sec ago', ticking; 'No new position for 6 min' once the last position is
 * 5 minutes old, amber, and red past 15), the photo,
 * who / what / where, the info text, the current coordinates (and how precise they are) with a copy button, and
 * the maps links. It renders
 * what it is given and fetches nothing.
 *
 * @example
 * const snapshot = await api.getSnapshot(code);
 * <StatusPanel snapshot={snapshot} headingLevel={2} emergencyNumber="911" />
 */
export function StatusPanel({
  snapshot,
  headingLevel = 2,
  locale,
  timeZone,
  photoAlt,
  showPhoto = true,
  emergencyNumber,
  statusActions,
  afterAnswers,
  ownAnswer,
  ended = false,
  map,
  className,
}: StatusPanelProps) {
  const messages = useSectionMessages('status', STATUS_EN);
  const headingId = useId();
  const details = snapshot.timerDetails;
  const newTabId = useId();
  const Heading = `h${headingLevel}` as const;
  const now = useNow();
  const endsAt = toSnapshotDate(snapshot.endTime)?.getTime();
  const state = getSnapshotState(snapshot);
  // Past its end, the time left goes: the status line turns expired when the server says so (its stream does at
  // once), the one rule of the states.
  const countdownRunning = endsAt !== undefined && endsAt > now && state !== 'expired' && !ended;
  const dates: DateFormatOptions = { locale, timeZone };
  // 'EMERGENCY', 'Timer has Expired at' the end time, or 'Active', in the messages' words.
  const line = getStatusLine(snapshot, dates, messages);
  const theirZone = snapshot.timezone?.trim();
  const showTheirZone =
    theirZone !== undefined &&
    theirZone !== '' &&
    (canonicalZone(theirZone) ?? theirZone) !== canonicalZone(timeZone);
  const text = (value: string | null | undefined) => (value?.trim() ? value : messages.notSet);
  const mapLinks = [
    { href: getCurrentLocationUrl(snapshot), label: messages.viewCurrentLocation },
    { href: getDirectionsUrl(snapshot), label: messages.directions },
    { href: getStartLocationUrl(snapshot), label: messages.viewStartLocation },
  ].filter((link): link is { href: string; label: string } => link.href !== undefined);

  return (
    <article
      className={cx('sc-status', ended ? 'sc-status--ended' : `sc-status--${state}`, className)}
      aria-labelledby={headingId}
    >
      <Heading id={headingId} className="sc-status__line">
        <svg className="sc-icon sc-status__icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
          {STATE_ICONS[state]}
        </svg>
        <span>{ended ? messages.was(line) : line}</span>
      </Heading>
      {state === 'emergency' && !ended ? (
        <EmergencySince since={snapshot.emergencySince} now={now} locale={locale} timeZone={timeZone} />
      ) : null}
      {details?.where?.trim() ? (
        <p className="sc-status__place">{messages.namedPlace(details.where.trim())}</p>
      ) : null}
      {statusActions}
      {state === 'emergency' && emergencyNumber && !ended ? (
        <a className="sc-status__call" href={`tel:${emergencyNumber}`}>
          <svg className="sc-icon" viewBox="0 0 24 24" aria-hidden="true" focusable="false">
            <path d="M5 4h4l2 5-2.5 1.5a11 11 0 0 0 5 5L15 13l5 2v4a2 2 0 0 1-2 2A16 16 0 0 1 3 6a2 2 0 0 1 2-2" />
          </svg>
          <LtrInText text={messages.callNumber(emergencyNumber)} part={emergencyNumber} />
        </a>
      ) : null}
      {map}
      {countdownRunning || snapshot.battery ? (
        <ul className="sc-status__facts">
          {countdownRunning ? <TimeLeft endsAt={endsAt} now={now} /> : null}
          {snapshot.battery ? (
            <BatteryLevel battery={snapshot.battery} locale={locale} ended={ended} />
          ) : null}
        </ul>
      ) : null}
      {snapshot.acknowledgements ? (
        <AcknowledgementList
          answers={snapshot.acknowledgements}
          own={ownAnswer}
          now={now}
          headingLevel={(headingLevel + 1) as 3 | 4 | 5}
          context={{ person: snapshot.displayName, positionStale: isPositionStale(snapshot, now) }}
        />
      ) : null}
      {afterAnswers}

      <dl className="sc-status__list sc-status__times">
        <Entry term={messages.startTime}>{formatDate(snapshot.startTime, dates, messages)}</Entry>
        <Entry term={messages.endTime}>{formatDate(snapshot.endTime, dates, messages)}</Entry>
        <Entry term={messages.lastUpdate}>
          <LastUpdate
            timestamp={snapshot.timestamp}
            positionAt={lastPositionAt(snapshot)}
            locale={locale}
            timeZone={timeZone}
            theirZone={showTheirZone ? theirZone : undefined}
          />
        </Entry>
      </dl>
      {showTheirZone ? <p className="sc-status__zone">{messages.theirTimeZone(theirZone)}</p> : null}

      {showPhoto && snapshot.photo_url ? (
        <img
          className="sc-status__photo"
          src={snapshot.photo_url}
          alt={photoAlt ?? messages.photoAlt}
          loading="lazy"
          decoding="async"
          referrerPolicy="no-referrer"
        />
      ) : null}

      <dl className="sc-status__list sc-status__details">
        <Entry term={messages.who}>{text(details?.who)}</Entry>
        <Entry term={messages.what}>{text(details?.what)}</Entry>
        <Entry term={messages.where}>{text(details?.where)}</Entry>
      </dl>
      {snapshot.info?.trim() ? <p className="sc-status__info">{snapshot.info}</p> : null}

      {snapshot.location ? <CurrentCoordinates location={snapshot.location} locale={locale} /> : null}

      {mapLinks.length > 0 ? (
        <>
          <ul className="sc-status__maps">
            {mapLinks.map((link) => (
              <li key={link.label}>
                <a
                  className="sc-status__map-link"
                  href={link.href}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-describedby={newTabId}
                >
                  {link.label}
                  <svg
                    className="sc-icon sc-icon--directional"
                    viewBox="0 0 24 24"
                    aria-hidden="true"
                    focusable="false"
                  >
                    <path d="M14 4h6v6M20 4l-9 9M18 14v5a1 1 0 0 1-1 1H5a1 1 0 0 1-1-1V7a1 1 0 0 1 1-1h5" />
                  </svg>
                </a>
              </li>
            ))}
          </ul>
          <span id={newTabId} hidden>
            {messages.opensInNewTab}
          </span>
        </>
      ) : null}
    </article>
  );
}
