import { lazy, Suspense } from 'react';
import type { DispatcherPanelProps } from './dispatcher-panel';
import type { StatusActionsProps } from './status-actions';

// The emergency's actions and the dispatcher's panel (with the country list and the number table) are loaded
// once a lookup starts, not with the page: the lookup's first load has a budget (README). By the time the
// answer is in, they are too.
const loadStatusActions = () => import('./status-actions');
const loadDispatcherPanel = () => import('./dispatcher-panel');

const LazyStatusActions = lazy(() =>
  loadStatusActions().then(({ StatusActions }) => ({ default: StatusActions })),
);
const LazyDispatcherPanel = lazy(() =>
  loadDispatcherPanel().then(({ DispatcherPanel }) => ({ default: DispatcherPanel })),
);

/** Starts loading both parts (a lookup has started); a second call costs nothing. */
export function preloadEmergencyActions() {
  // A failed load is tried again when the part shows (`lazy`), and said there.
  loadStatusActions().catch(() => {});
  loadDispatcherPanel().catch(() => {});
}

/** `StatusActions` (the action bar, the number's country, an expired countdown's note), once loaded. */
export function DeferredStatusActions(props: StatusActionsProps) {
  return (
    <Suspense fallback={null}>
      <LazyStatusActions {...props} />
    </Suspense>
  );
}

/** `DispatcherPanel` (what to tell the dispatcher, the steps), once loaded. */
export function DeferredDispatcherPanel(props: DispatcherPanelProps) {
  return (
    <Suspense fallback={null}>
      <LazyDispatcherPanel {...props} />
    </Suspense>
  );
}
