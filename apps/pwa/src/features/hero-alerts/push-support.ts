/**
 * What this browser can do about alerts: receive pushes; be an iPhone or iPad in Safari, where pushes reach only
 * a site added to the Home Screen (WebKit: Web Push for Home Screen web apps, iOS 16.4); or neither.
 */
export type PushSupport = 'push' | 'add-to-home-screen' | 'none';

function isAppleMobile(): boolean {
  // iPadOS Safari says it is a Mac: a Mac with a touch screen is an iPad.
  return (
    /iPhone|iPad|iPod/.test(navigator.userAgent) ||
    (/Macintosh/.test(navigator.userAgent) && navigator.maxTouchPoints > 1)
  );
}

function isHomeScreenApp(): boolean {
  return (
    (navigator as Navigator & { standalone?: boolean }).standalone === true ||
    window.matchMedia?.('(display-mode: standalone)').matches === true
  );
}

export function pushSupport(): PushSupport {
  if (typeof window === 'undefined') return 'none';
  if (isAppleMobile() && !isHomeScreenApp()) return 'add-to-home-screen';
  return 'PushManager' in window && 'serviceWorker' in navigator && 'Notification' in window
    ? 'push'
    : 'none';
}
