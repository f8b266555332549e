import { DEFAULT_LOCALE } from '@safety-companion/contract';
import { type UiMessages, UiMessagesProvider } from '@safety-companion/ui';
import type { ReactNode } from 'react';
import { currentLocale } from './locale';

/**
 * The UI package's components inside it in the page's language (the `ui-home` and `ui-status` sections, loaded with
 * the route or the part of a page that shows them); on an English page their own English. Pages and parts that show
 * the package's components wrap themselves in it: the app's entry imports no provider (the navigation bar takes its
 * two words as props). `messages` gives the words of a part's own section, asked only on a page in another language:
 * the landing page's (`ui-home`, features/landing/ui-home-words.ts), which no other page loads; the status panel's
 * (`ui-status`, i18n/ui-status-words.ts), which the lookup loads with the panel and the User Status page with itself.
 */
export function ComponentWords({
  children,
  messages: ownMessages,
}: {
  children: ReactNode;
  messages?: () => Partial<UiMessages>;
}) {
  if (currentLocale() === DEFAULT_LOCALE) return children;
  return <UiMessagesProvider messages={ownMessages?.() ?? {}}>{children}</UiMessagesProvider>;
}
