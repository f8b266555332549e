import { earlyHandoff } from '../early/handoff';

/**
 * Where the page's start script (prerender/page-html.ts) says a section's words are, if it does: it names the
 * addresses of the sections the page renders with, by `<locale>/<section>`, in the early handoff's `sections`, so
 * that the page's first load needs no map of every section.
 */
export function pageSectionAddress(key: string): string | undefined {
  return earlyHandoff().sections?.[key];
}
