import type { Translation } from '../../i18n/translatable';
import type english from '../en/map';

/** A street's name, in any script, kept whole inside the right-to-left sentence. */
const isolate = (value: string) => `\u2068${value}\u2069`;

export default {
  mapLabel: 'خريطة آخر موقع معروف. تحرّكها مفاتيح الأسهم، ويغيّر مفتاحا الزائد والناقص مستوى التكبير.',
  showCurrent: 'عرض الموقع الحالي',
  near: (street: string, crossing: string | undefined) =>
    crossing ? `بالقرب من تقاطع ${isolate(street)} و${isolate(crossing)}.` : `بالقرب من ${isolate(street)}.`,
  lastKnown: 'آخر موقع معروف',
  accuracy: (distance: string) => `±${distance}`,
  ago: (elapsed: string) => `منذ ${elapsed}`,
  moved: (distance: string, span: string) => `تحرّك ${distance} خلال آخر ${span}.`,
  // `count` comes written in the page's locale, `plural` chosen for it by `Intl.PluralRules('ar')`.
  trail: (count: string, plural: Intl.LDMLPluralRule) =>
    `المسار: ${
      {
        zero: `${count} موقع`,
        one: 'موقع واحد',
        two: 'موقعان',
        few: `${count} مواقع`,
        many: `${count} موقعًا`,
        other: `${count} موقع`,
      }[plural]
    }.`,
  noStreetMap: 'لم تُعَدّ خريطة شوارع لهذا الموقع الإلكتروني.',
} satisfies Translation<typeof english>;
