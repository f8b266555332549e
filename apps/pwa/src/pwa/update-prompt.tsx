import { type ComponentType, useEffect, useState } from 'react';

type UpdateNoticesComponent = ComponentType<{ hidden?: boolean }>;

/**
 * The live region of the service worker's notices (a new version waits, the site works offline). The worker is
 * registered, and the notices' code and words load, once the page has started: nothing of them is in a first load,
 * and the region is there before anything is said in it.
 */
export function UpdatePrompt({ hidden = false }: { hidden?: boolean }) {
  const [UpdateNotices, setUpdateNotices] = useState<UpdateNoticesComponent>();
  useEffect(() => {
    import('./update-notices').then(
      (module) => setUpdateNotices(() => module.UpdateNotices),
      // Without signal there is nothing to register and nothing new to offer: the next page load tries again.
      () => {},
    );
  }, []);
  return (
    <div role="status" className="update-prompt">
      {UpdateNotices ? <UpdateNotices hidden={hidden} /> : null}
    </div>
  );
}
