import type { Metric } from 'web-vitals';

/**
 * Reports Core Web Vitals: logged in development, and sent to `endpoint` when one is set (main.tsx loads this
 * module only then).
 */
export function reportWebVitals(endpoint: string | undefined, isDevelopment: boolean) {
  if (!endpoint && !isDevelopment) return;
  const report = (metric: Metric) => {
    if (isDevelopment) console.info(`[web-vitals] ${metric.name}`, Math.round(metric.value), metric.rating);
    if (!endpoint) return;
    const body = JSON.stringify({
      name: metric.name,
      value: metric.value,
      rating: metric.rating,
      id: metric.id,
      page: location.pathname,
    });
    if (!navigator.sendBeacon?.(endpoint, body)) {
      void fetch(endpoint, {
        method: 'POST',
        body,
        keepalive: true,
        headers: { 'Content-Type': 'application/json' },
      });
    }
  };
  void import('web-vitals').then(({ onCLS, onFCP, onINP, onLCP, onTTFB }) => {
    for (const on of [onCLS, onFCP, onINP, onLCP, onTTFB]) on(report);
  });
}
