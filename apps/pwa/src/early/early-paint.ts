// The inline script's picture of a `#code=` link's status, painted before the app has started: the top of the
// result as the app will render it (its heading and photo, the note of a silent phone, when the phone last
// reported, the connection line, the status line, and the places of the actions and of the map), with the
// app's own classes, so that the full result takes its place without moving anything (layout shift ≤ 0.05 on a
// slow phone, `bench:lookup`). The icons' boxes are there, empty: their drawings come with the app.

// The sections' words themselves, in the page's language: this inline script loads no module. The prerendering
// bundles it once per language, each `words:` module that language's compiled file (src/prerender/vite-plugin.ts).
import RESULT_WORDS from 'words:lookup-result';
import {
  DEFAULT_LOCALE,
  formatElapsed,
  getSnapshotState,
  getStatusLine,
  isSilentAt,
  type Locale,
  type StatusSnapshot,
  toSnapshotDate,
} from '@safety-companion/contract';
import { callLinkText } from '../features/hero-lookup/call-words';
import { lastReportLine, silenceNote } from '../features/hero-lookup/report-lines';
import { photoAltOf, resultHeadingOf } from '../features/hero-lookup/result-header';
import { dateLocaleFor } from '../i18n/date-locale';
// The status line and the two lines under it, in the status panel's own words (only those: the contract's
// `status-line` section).
import { statusLines } from '../i18n/status-line-words';
import type { ActionWords } from './early-actions';
import { element, iconBox } from './early-elements';

/** The action bar's words, which the paint gives what comes after it (early-actions.ts). */
export const ACTION_WORDS: ActionWords = {
  words: RESULT_WORDS,
  callText: callLinkText,
};

/**
 * The page's locale for dates and times (undefined on an English page: the viewer's own, as the app writes them),
 * read from the prerendered page's `<html lang>`: this inline script then carries no table of the languages.
 */
const pageDates = () => dateLocaleFor((document.documentElement.lang || DEFAULT_LOCALE) as Locale);

/** The lines right under the status line, as the panel will write them: since when, and the place they named. */
function linesUnderStatus(snapshot: StatusSnapshot, now: number): HTMLElement[] {
  const words = statusLines();
  const lines: HTMLElement[] = [];
  const since = getSnapshotState(snapshot) === 'emergency' && toSnapshotDate(snapshot.emergencySince);
  if (since) {
    const ago = Math.max(0, now - since.getTime());
    const time = new Intl.DateTimeFormat(pageDates(), {
      ...(ago < 86_400_000 ? {} : { dateStyle: 'medium' }),
      timeStyle: 'short',
    }).format(since);
    lines.push(element('p', 'sc-status__since', words.emergencySince(time, formatElapsed(ago, pageDates()))));
  }
  const place = snapshot.timerDetails?.where?.trim();
  if (place) lines.push(element('p', 'sc-status__place', words.namedPlace(place)));
  return lines;
}

/** On the map's place in the early paint: the map started after the paint is drawn there (early-after-paint.ts). */
export const EARLY_MAP_ATTRIBUTE = 'data-early-map';

/**
 * The result's top for `snapshot` as of `paintedAt`, with the room of its actions (their bar comes after the paint,
 * with the hero's number: early-actions.ts) and of its map.
 */
export function earlyResult(snapshot: StatusSnapshot, paintedAt: Date): HTMLElement {
  const state = getSnapshotState(snapshot);
  const heading = element('div', 'lookup-result__who', element('h2', '', resultHeadingOf(snapshot)));
  if (snapshot.photo_url) {
    const photo = element('img', 'lookup-result__photo');
    Object.assign(photo, {
      src: snapshot.photo_url,
      alt: photoAltOf(snapshot),
      referrerPolicy: 'no-referrer',
    });
    heading.append(photo);
  }
  // The phone's last report, and its silence, as of the paint; the app's lines tick on from there.
  const now = paintedAt.getTime();
  const report = lastReportLine(snapshot, now, pageDates());
  const silence = isSilentAt(snapshot, now) && silenceNote(snapshot, now, pageDates());
  const connection = element(
    'p',
    'lookup-connection',
    element('span', 'lookup-connection__dot'),
    RESULT_WORDS.connection.connecting,
  );
  connection.dataset.connection = 'connecting';
  const panel = element(
    'article',
    `sc-status sc-status--${state}`,
    element(
      'h3',
      'sc-status__line',
      iconBox('sc-icon sc-status__icon'),
      element('span', '', getStatusLine(snapshot, { locale: pageDates() }, statusLines())),
    ),
    ...linesUnderStatus(snapshot, now),
  );
  // The actions' place as the app keeps it while their code loads (the bar comes into it after the paint); then the
  // map's.
  if (state !== 'active') {
    const actions = element('div', 'emergency-actions-pending');
    actions.dataset.state = state;
    panel.append(actions);
  }
  if (snapshot.location) {
    const map = element('div', 'lookup-map-placeholder');
    map.setAttribute(EARLY_MAP_ATTRIBUTE, '');
    panel.append(map);
  }
  return element(
    'section',
    'lookup-result',
    heading,
    ...(silence ? [element('p', 'lookup-silence', silence)] : []),
    ...(report ? [element('p', 'lookup-result__updated', report)] : []),
    connection,
    panel,
  );
}
