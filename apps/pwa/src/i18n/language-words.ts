import type { Locale } from '@safety-companion/contract';

/** The words of the language list and of the offer, in one language. */
export interface LanguageWords {
  /** The language list's name, said in the page's language. */
  list: string;
  /** The offer of this language's page, said in this language to a browser that prefers it. */
  offer: string;
  /** Declining the offer, in this language. */
  dismiss: string;
}

// One list for every language, in the code rather than in each language's sections: the offer speaks the browser's
// language, not the page's, so a page needs every language's offer at hand (a few hundred bytes). The languages'
// names in themselves are the contract's (`languageName`).
export const LANGUAGE_WORDS: Record<Locale, LanguageWords> = {
  en: { list: 'Language', offer: 'View this page in English', dismiss: 'No, thanks' },
  es: { list: 'Idioma', offer: 'Ver esta página en español', dismiss: 'No, gracias' },
  fr: { list: 'Langue', offer: 'Voir cette page en français', dismiss: 'Non merci' },
  'pt-BR': { list: 'Idioma', offer: 'Ver esta página em português', dismiss: 'Agora não' },
  ar: { list: 'اللغة', offer: 'عرض هذه الصفحة بالعربية', dismiss: 'لا، شكرًا' },
  'zh-Hans': { list: '语言', offer: '查看本页的中文版', dismiss: '不用了，谢谢' },
};
