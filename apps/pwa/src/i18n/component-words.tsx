import { DEFAULT_LOCALE } from '@safety-companion/contract';
import { type UiMessages, UiMessagesProvider } from '@safety-companion/ui';
import type { ReactNode } from 'react';
import { currentLocale } from './locale';
import { loadedTranslation } from './translatable';

/**
 * The UI package's components inside it in the page's language (the `ui-home` and `ui-status` sections, loaded with
 * the route or the part of a page that shows them); on an English page their own English. Pages and parts that show
 * the package's components wrap themselves in it: the app's entry imports no provider (the navigation bar takes its
 * two words as props).
 */
export function ComponentWords({ children }: { children: ReactNode }) {
  if (currentLocale() === DEFAULT_LOCALE) return children;
  const messages = {
    ...loadedTranslation<UiMessages>('ui-home'),
    ...loadedTranslation<UiMessages>('ui-status'),
  };
  return <UiMessagesProvider messages={messages}>{children}</UiMessagesProvider>;
}
