import { Alert } from '@safety-companion/ui';
import { SITE_TEXTS } from '../messages/site';

/** Said on pages that need the network (lookup, feedback) while the browser is offline. */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <Alert tone="info" title={SITE_TEXTS.needsConnection.title}>
      {SITE_TEXTS.needsConnection.text(what)}
    </Alert>
  );
}
