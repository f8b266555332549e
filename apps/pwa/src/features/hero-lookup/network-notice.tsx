import LOOKUP_WORDS from 'words:lookup';
import { Alert } from '@safety-companion/ui';
import { settings } from '../../build-settings';
import { callLabel } from '../emergency-actions/call-label';
import { DeferredHeroNumber } from '../emergency-actions/deferred';
import { type NumberToCall, numberInWords } from './call-words';
import { intervalWords, NETWORK_RETRY_MS } from './intervals';
import type { NetworkProblem } from './use-hero-lookup';

interface NetworkNoticeProps {
  problem: NetworkProblem;
  /** A code is asked for, or a status shown: the page tries for it. */
  waiting: boolean;
  /** The person's name, when the page knows it. */
  name: string | undefined;
}

/** 'If you fear for them now, call 999.', and the Call link to the same number. */
function CallNow({ call }: { call: NumberToCall }) {
  return (
    <>
      <p>{LOOKUP_WORDS.offline.call({ number: numberInWords(call) })}</p>
      <a className="sc-status__call lookup-notice__call" href={`tel:${call.number}`}>
        {callLabel(call)}
      </a>
    </>
  );
}

/** That the page tries for the status, named after the person when the page knows their name. */
function waitingText(name: string | undefined, every: string): string {
  return name ? LOOKUP_WORDS.offline.waitingNamed({ name, every }) : LOOKUP_WORDS.offline.waiting({ every });
}

/**
 * The one notice of a network failure, in place of the site's offline notice and the lookup's failure texts.
 * Offline: "No connection. Riley's status will show as soon as you are back online; we try every 10 seconds. If you
 * fear for them now, call 999.", with the Call link to the hero's own number ('your local emergency number' when
 * their country is not known); with nothing asked for yet, that a code can be looked up once back online. A server
 * that does not answer: "Our server is not answering. We try again every 10 seconds." The interval is the one the
 * page tries at (`NETWORK_RETRY_MS`).
 */
export function NetworkNotice({ problem, waiting, name }: NetworkNoticeProps) {
  const every = intervalWords(NETWORK_RETRY_MS);
  if (problem === 'unreachable') {
    return (
      <Alert tone="error" className="lookup-notice">
        {LOOKUP_WORDS.unreachable({ every })}
      </Alert>
    );
  }
  return (
    <Alert tone="info" className="lookup-notice">
      <p>{waiting ? waitingText(name, every) : LOOKUP_WORDS.offline.idle}</p>
      {waiting ? (
        <DeferredHeroNumber fallbackNumber={settings.emergencyNumber}>
          {(call) => <CallNow call={call} />}
        </DeferredHeroNumber>
      ) : null}
    </Alert>
  );
}
