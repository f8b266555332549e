/**
 * Which pages of each client count as having a status open, on this instance: at most `perClient` at once (as its
 * streams), each forgotten `forgetMs` after it was last admitted or as its stream closes. Kept in memory only: the
 * database keeps page ids alone, never an address.
 *
 * @example
 * const slots = createPageSlots(6, 120_000, Date.now);
 * if (slots.admit(clientKey, page)) await store.seePage(statusId, page, new Date(), 60_000);
 */
export function createPageSlots(perClient: number, forgetMs: number, clock: () => number) {
  const byClient = new Map<string, Map<string, number>>();
  return {
    /** Whether this client's page counts: a page it already has, or a new one while it has fewer than `perClient`. */
    admit(clientKey: string, page: string): boolean {
      const now = clock();
      const pages = byClient.get(clientKey) ?? new Map<string, number>();
      for (const [known, seen] of pages) if (now - seen >= forgetMs) pages.delete(known);
      if (!pages.has(page) && pages.size >= perClient) return false;
      pages.set(page, now);
      byClient.set(clientKey, pages);
      return true;
    },
    /** The page's stream closed. */
    release(clientKey: string, page: string) {
      const pages = byClient.get(clientKey);
      pages?.delete(page);
      if (pages?.size === 0) byClient.delete(clientKey);
    },
  };
}
