import type ANSWERS_WORDS from 'words:answers';
import {
  ARRIVAL_LIMITS,
  ARRIVAL_MODES,
  type ArrivalEstimate,
  type ArrivalMode,
  arrivalEstimate,
  type Coordinates,
  straightKm,
} from '@safety-companion/contract';
import { Alert, Button } from '@safety-companion/ui';
import { useId, useState } from 'react';
import './share-distance.css';

/** The hero's position, asked of the browser once; null when it was not given (refused, unavailable, too slow). */
function positionOnce(): Promise<Coordinates | null> {
  return new Promise((resolve) => {
    if (!('geolocation' in navigator)) {
      resolve(null);
      return;
    }
    navigator.geolocation.getCurrentPosition(
      ({ coords }) => resolve({ latitude: coords.latitude, longitude: coords.longitude }),
      () => resolve(null),
      { enableHighAccuracy: false, maximumAge: 60_000, timeout: 30_000 },
    );
  });
}

interface ShareDistanceProps {
  /** The person's last known position. */
  target: Coordinates;
  /** The name the person shows their heroes. */
  person: string | undefined;
  /** Whether this device's 'on the way' carries an estimate now. */
  shared: boolean;
  texts: (typeof ANSWERS_WORDS)['distance'];
  /** Sends 'on the way' again, with this estimate or (null) without one; resolves once answered. */
  send: (eta: ArrivalEstimate | null) => Promise<void>;
  disabled: boolean;
}

/**
 * 'Share how far I am', under a hero's 'I'm on my way': the hero chooses on foot or by car, the page asks the
 * browser for their position once, then, and sends only the minutes (`arrivalEstimate` of the straight-line
 * distance to the person's last known position), never the position. Refused here, saying why, when the browser
 * gives no position or the hero is over `ARRIVAL_LIMITS.maxKm` away. Once shared: 'Update how far I am' and 'Take
 * back my estimate'.
 */
export function ShareDistance({ target, person, shared, texts, send, disabled }: ShareDistanceProps) {
  const [choosing, setChoosing] = useState(false);
  const [locating, setLocating] = useState<ArrivalMode | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const hintId = useId();

  async function share(mode: ArrivalMode) {
    setLocating(mode);
    setRefusal(null);
    try {
      const position = await positionOnce();
      if (!position) {
        setRefusal(texts.noPosition);
        return;
      }
      const km = straightKm(position, target);
      if (km > ARRIVAL_LIMITS.maxKm) {
        const km = ARRIVAL_LIMITS.maxKm;
        setRefusal(person ? texts.tooFarNamed({ km, person }) : texts.tooFar({ km }));
        return;
      }
      await send(arrivalEstimate(km, mode));
      setChoosing(false);
    } finally {
      setLocating(null);
    }
  }

  return (
    <div className="hero-answers__distance">
      {choosing ? (
        <fieldset className="hero-answers__modes" aria-describedby={hintId}>
          <legend>{texts.modeLegend}</legend>
          {ARRIVAL_MODES.map((mode) => (
            <Button
              key={mode}
              type="button"
              variant="secondary"
              busy={locating === mode}
              disabled={disabled || locating !== null}
              onClick={() => void share(mode)}
            >
              {texts.modes[mode]}
            </Button>
          ))}
        </fieldset>
      ) : (
        <Button
          type="button"
          variant="secondary"
          aria-describedby={hintId}
          disabled={disabled}
          onClick={() => setChoosing(true)}
        >
          {shared ? texts.update : texts.share}
        </Button>
      )}
      {shared ? (
        <Button type="button" variant="secondary" disabled={disabled} onClick={() => void send(null)}>
          {texts.takeBack}
        </Button>
      ) : null}
      <p id={hintId} className="hero-answers__hint">
        {person ? texts.hintNamed({ person }) : texts.hint}
      </p>
      {refusal ? (
        <Alert tone="error" title={texts.refusedTitle}>
          {refusal}
        </Alert>
      ) : null}
    </div>
  );
}
