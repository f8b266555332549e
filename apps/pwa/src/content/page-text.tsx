import type { ReactNode } from 'react';
import { pathWithoutLocale } from '../i18n/locale';

// The page the browser was sent prerendered (its route's path, `/about`), and its texts (`data-page-text`) as their
// HTML by name: a page of text hydrates with the words its HTML already shows, and its first load does not download
// them again. (They are in the page's language, which stays the same until the next page load: the language link
// loads the other page.)
let prerenderedPage: string | undefined;
const prerenderedTexts = new Map<string, string>();

/** Keeps the prerendered page in `root` (its `data-prerendered` address) and its texts, before it hydrates. */
export function keepPrerenderedTexts(root: HTMLElement): void {
  prerenderedPage = root.dataset.prerendered && pathWithoutLocale(root.dataset.prerendered);
  for (const element of root.querySelectorAll<HTMLElement>('[data-page-text]')) {
    if (element.dataset.pageText) prerenderedTexts.set(element.dataset.pageText, element.innerHTML);
  }
}

/** Whether `page` (a route's path) is the prerendered page, so that every text it renders was kept. */
export function isPrerenderedPage(page: string): boolean {
  return page === prerenderedPage;
}

/**
 * A page's text `name`: the prerendered HTML kept for it, or else what `children` makes of its module, `content`
 * (which the route's `loadWords` loaded: `pageContent` in localized-content.ts).
 *
 * @example
 * <PageText name="about" content={ABOUT}>{({ About }) => <About settings={settings} />}</PageText>
 */
export function PageText<Module>({
  name,
  content,
  children,
}: {
  name: string;
  content: { get(): Module };
  children: (module: Module) => ReactNode;
}) {
  const html = prerenderedTexts.get(name);
  return html === undefined ? (
    <div data-page-text={name}>{children(content.get())}</div>
  ) : (
    // biome-ignore lint/security/noDangerouslySetInnerHtml: the site's own prerendered text, read back from its page.
    <div data-page-text={name} dangerouslySetInnerHTML={{ __html: html }} />
  );
}
