import type { Locale } from '@safety-companion/contract';

/** The words of the offer, in one language. */
export interface OfferWords {
  /** The offer of this language's page, said in this language to a browser that prefers it. */
  offer: string;
  /** Declining the offer, in this language. */
  dismiss: string;
}

// One list for every language, in the code rather than in each language's sections: the offer speaks the browser's
// language, not the page's, so any page may need any language's offer. A module of its own, loaded only by a page
// that makes an offer (once on a device, after the page has started). The languages' names in themselves are the
// contract's (`languageName`); the list's name in the page's language is language-link.tsx's LANGUAGE_LIST_NAMES.
export const OFFER_WORDS: Record<Locale, OfferWords> = {
  en: { offer: 'View this page in English', dismiss: 'No, thanks' },
  es: { offer: 'Ver esta página en español', dismiss: 'No, gracias' },
  fr: { offer: 'Voir cette page en français', dismiss: 'Non merci' },
  'pt-BR': { offer: 'Ver esta página em português', dismiss: 'Agora não' },
  ar: { offer: 'عرض هذه الصفحة بالعربية', dismiss: 'لا، شكرًا' },
  'zh-Hans': { offer: '查看本页的中文版', dismiss: '不用了，谢谢' },
};
