import type { WithHandoff } from '../early/handoff';

/**
 * Where the page's start script (prerender/page-html.ts) says a section's words are, if it does: it names the
 * addresses of the sections the page renders with, by `<locale>/<section>`, in the early handoff's `sections`, so
 * that the page's first load needs no map of every section. Read in place, typed by the handoff's own type: this
 * module is in every page's entry, and a value import of early/handoff.ts, which the early map's entry shares, would
 * put it in a chunk of its own on every page's first load.
 */
export function pageSectionAddress(key: string): string | undefined {
  return (globalThis as WithHandoff).__early?.sections?.[key];
}
