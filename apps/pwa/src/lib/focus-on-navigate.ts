import { useRouter } from '@tanstack/react-router';
import { useEffect } from 'react';

/**
 * After a client-side navigation, moves focus to the new page's heading, so screen reader and keyboard users
 * start at the top of the new content. The first load keeps the browser's own focus.
 */
export function useFocusHeadingOnNavigate() {
  const router = useRouter();
  useEffect(
    () =>
      router.subscribe('onResolved', (event) => {
        if (!event.fromLocation || event.fromLocation.pathname === event.toLocation.pathname) return;
        requestAnimationFrame(() => {
          const heading = document.querySelector<HTMLElement>('main h1');
          if (!heading) return;
          heading.tabIndex = -1;
          heading.focus();
        });
      }),
    [router],
  );
}
