import { getSnapshotState } from '@safety-companion/contract';
import { Component, lazy, type ReactNode, Suspense } from 'react';
import { callLabel } from './call-label';
import './action-bar.css';
import './deferred.css';
import type { DispatcherPanelProps } from './dispatcher-panel';
import type { HeroNumberProps } from './hero-number';
import type { StatusActionsProps } from './status-actions';

// The emergency's actions and the dispatcher's panel (with the country list and the number table) are loaded
// once a lookup starts, not with the page: the lookup's first load has a budget (README). By the time the
// answer is in, they are too.
// Their words in the page's language come with them (`words:emergency`).
const loadStatusActions = () => import('./status-actions');
const loadDispatcherPanel = () => import('./dispatcher-panel');
/** Set once the hero's number has loaded: from then on it is there offline too. */
let heroNumberLoaded = false;
const loadHeroNumber = () =>
  import('./hero-number').then((module) => {
    heroNumberLoaded = true;
    return module;
  });

const LazyStatusActions = lazy(() =>
  loadStatusActions().then(({ StatusActions }) => ({ default: StatusActions })),
);
const LazyDispatcherPanel = lazy(() =>
  loadDispatcherPanel().then(({ DispatcherPanel }) => ({ default: DispatcherPanel })),
);
const LazyHeroNumber = lazy(() => loadHeroNumber().then(({ HeroNumber }) => ({ default: HeroNumber })));

/**
 * Starts loading both parts (a lookup has started); a second call costs nothing. Not without signal: the browser
 * would remember the failed load for the page's life, and the lookup itself waits for the signal anyway.
 */
export function preloadEmergencyActions() {
  if (!navigator.onLine) return;
  // A failure is the part's own to show (below), when it is rendered.
  loadStatusActions().catch(() => {});
  loadDispatcherPanel().catch(() => {});
  loadHeroNumber().catch(() => {});
}

/** A part whose code could not load shows `fallback` in its place, and the rest of the page stays. */
class UnloadedPart extends Component<{ fallback: ReactNode; children: ReactNode }, { failed: boolean }> {
  override state = { failed: false };
  static getDerivedStateFromError() {
    return { failed: true };
  }
  override render() {
    return this.state.failed ? this.props.fallback : this.props.children;
  }
}

/**
 * `StatusActions` (the action bar, the number's country, an expired countdown's note) in an emergency or after an
 * expired countdown, once loaded, in a place kept for it meanwhile; should its code not load, a call to the site's
 * number, as before it.
 */
export function DeferredStatusActions(props: StatusActionsProps) {
  const state = getSnapshotState(props.snapshot);
  if (state === 'active') return null;
  return (
    <UnloadedPart
      fallback={
        <a className="sc-status__call" href={`tel:${props.fallbackNumber}`}>
          {callLabel({ number: props.fallbackNumber, region: undefined })}
        </a>
      }
    >
      <Suspense fallback={<div className="emergency-actions-pending" data-state={state} />}>
        <LazyStatusActions {...props} />
      </Suspense>
    </UnloadedPart>
  );
}

/** `DispatcherPanel` (what to tell the dispatcher, the steps), once loaded. */
export function DeferredDispatcherPanel(props: DispatcherPanelProps) {
  return (
    <UnloadedPart fallback={null}>
      <Suspense fallback={null}>
        <LazyDispatcherPanel {...props} />
      </Suspense>
    </UnloadedPart>
  );
}

/**
 * `HeroNumber` (the hero's own number, from the country list's table) once loaded; meanwhile, and should its code
 * not load, the site's number, named as a number whose country is not known. Offline, its code is asked for only
 * where it cannot fail: loaded already, or from the service worker's precache (a failed load would stay failed for
 * the page's life, the action bar's with it).
 */
export function DeferredHeroNumber({ fallbackNumber, children }: HeroNumberProps) {
  const fallback = children({ number: fallbackNumber, region: undefined });
  const loadable = heroNumberLoaded || navigator.onLine || Boolean(navigator.serviceWorker?.controller);
  if (!loadable) return fallback;
  return (
    <UnloadedPart fallback={fallback}>
      <Suspense fallback={fallback}>
        <LazyHeroNumber fallbackNumber={fallbackNumber}>{children}</LazyHeroNumber>
      </Suspense>
    </UnloadedPart>
  );
}
