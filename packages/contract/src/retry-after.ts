/**
 * How long a `Retry-After` header asks to wait, in milliseconds from `now`, from either of its two forms (a number
 * of seconds, or an HTTP date, which may lie in the past); undefined when absent or unreadable.
 *
 * @example
 * retryAfterMs('120', Date.now()); // 120000
 * retryAfterMs(response.headers.get('Retry-After'), Date.now()); // undefined without the header
 */
export function retryAfterMs(value: string | null | undefined, now: number): number | undefined {
  const given = value?.trim();
  if (!given) return undefined;
  const ms = /^\d+$/.test(given) ? Number(given) * 1000 : Date.parse(given) - now;
  return Number.isFinite(ms) ? ms : undefined;
}
