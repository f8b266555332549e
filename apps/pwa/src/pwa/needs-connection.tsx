import SITE_WORDS from 'words:site';
import { Alert } from '@safety-companion/ui';

/** Said on pages that need the network (lookup, feedback) while the browser is offline. */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <Alert tone="info" title={SITE_WORDS.needsConnection.title}>
      {SITE_WORDS.needsConnection.text({ what })}
    </Alert>
  );
}
