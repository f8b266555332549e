import { Alert } from '@safety-companion/ui';

/** Said on pages that need the network (lookup, feedback) while the browser is offline. */
export function NeedsConnection({ what }: { what: string }) {
  return (
    <Alert tone="info" title="No connection">
      {what} needs an internet connection. You can fill in the form now; sending works again as soon as you
      are back online.
    </Alert>
  );
}
