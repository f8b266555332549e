import type { ReactNode } from 'react';

// The texts of the page the browser was sent prerendered (`data-page-text`), as their HTML by name: a page of text
// hydrates with the words its HTML already shows, and its first load does not download them again. (They are in the
// page's language, which stays the same until the next page load: the language link loads the other page.)
const prerenderedTexts = new Map<string, string>();

/** Keeps the texts of the prerendered page in `root`, before it hydrates (main.tsx). */
export function keepPrerenderedTexts(root: ParentNode): void {
  for (const element of root.querySelectorAll<HTMLElement>('[data-page-text]')) {
    if (element.dataset.pageText) prerenderedTexts.set(element.dataset.pageText, element.innerHTML);
  }
}

/** Whether every one of `names` was kept from the prerendered page. */
export function hasPrerenderedTexts(names: readonly string[]): boolean {
  return names.every((name) => prerenderedTexts.has(name));
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
