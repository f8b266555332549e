import ALERTS_WORDS from 'words:alerts';
import type { ApiClient } from '@safety-companion/api';
import { Button } from '@safety-companion/ui';
import { useEffect, useRef, useState } from 'react';
import { type DeviceAlert, deviceAlertFor, forgetDeviceAlert, keepDeviceAlert } from './device-alerts';
import { offerStatusToHomeScreen } from './home-screen';
import { pushSupport } from './push-support';

type Phase = 'off' | 'turning-on' | 'on' | 'stopping';

/** The message of a failure of the alert calls: their own sentence, else the general one. */
function sentenceOf(error: unknown, fallback: string): string {
  return error instanceof Error && error.name === 'AlertFailure' ? error.message : fallback;
}

/**
 * "Alert me on this device" under a looked-up status: on a tap, and only then, asks for notification permission
 * and subscribes this browser (code loaded on that tap); says alerts are on only once the server has accepted the
 * subscription. One button, whose action changes with the state, so that keyboard focus stays on it.
 */
export function AlertControl({
  loadClient,
  code,
}: {
  /** The API client, loaded on first use (the lookup's `LookupApi.loadClient`). */
  loadClient: () => Promise<ApiClient>;
  code: string;
}) {
  const [support] = useState(pushSupport);
  const [alert, setAlert] = useState<DeviceAlert | undefined>(() => deviceAlertFor(code));
  const [phase, setPhase] = useState<Phase>(alert ? 'on' : 'off');
  const [said, setSaid] = useState('');
  const [failure, setFailure] = useState('');
  const button = useRef<HTMLButtonElement>(null);
  // A busy button is disabled, which takes keyboard focus from it: it is given back once the button is enabled.
  const refocus = useRef(false);
  const busy = phase === 'turning-on' || phase === 'stopping';

  useEffect(
    () => (support === 'add-to-home-screen' ? offerStatusToHomeScreen(code) : undefined),
    [support, code],
  );

  useEffect(() => {
    if (busy || !refocus.current) return;
    refocus.current = false;
    button.current?.focus();
  }, [busy]);

  if (support === 'none') return null;
  if (support === 'add-to-home-screen') {
    return <p className="lookup-alerts lookup-alerts__home-screen">{ALERTS_WORDS.addToHomeScreen}</p>;
  }

  function start(next: Phase) {
    refocus.current = document.activeElement === button.current;
    setPhase(next);
  }

  async function turnOn() {
    start('turning-on');
    setFailure('');
    setSaid('');
    try {
      const { turnOnAlerts } = await import('./alert-subscription');
      const turnedOn = await turnOnAlerts(await loadClient(), code);
      keepDeviceAlert(turnedOn);
      setAlert(turnedOn);
      setPhase('on');
      setSaid(ALERTS_WORDS.on);
    } catch (error) {
      setPhase('off');
      setFailure(sentenceOf(error, ALERTS_WORDS.failed));
    }
  }

  async function stop(current: DeviceAlert) {
    start('stopping');
    setFailure('');
    setSaid('');
    try {
      const { turnOffAlerts } = await import('./alert-subscription');
      await turnOffAlerts(await loadClient(), current);
      forgetDeviceAlert(current.code);
      setAlert(undefined);
      setPhase('off');
      setSaid(ALERTS_WORDS.stopped);
    } catch (error) {
      setPhase('on');
      setFailure(sentenceOf(error, ALERTS_WORDS.stopFailed));
    }
  }

  const on = phase === 'on' || phase === 'stopping';
  const label =
    phase === 'turning-on'
      ? ALERTS_WORDS.turningOn
      : phase === 'stopping'
        ? ALERTS_WORDS.stopping
        : on
          ? ALERTS_WORDS.stop
          : ALERTS_WORDS.turnOn;

  return (
    <div className="lookup-alerts">
      <p role="status" className="lookup-alerts__state">
        {on ? ALERTS_WORDS.on : said}
      </p>
      <Button
        ref={button}
        type="button"
        variant={on ? 'secondary' : 'primary'}
        busy={busy}
        onClick={() => void (alert ? stop(alert) : turnOn())}
      >
        {label}
      </Button>
      <p role="alert" className="lookup-alerts__failure">
        {failure}
      </p>
    </div>
  );
}
