// Files of their own, as in ../features.ts.
import activitiesImage from '../../assets/features/activities.svg?no-inline';
import countdownImage from '../../assets/features/countdown.svg?no-inline';
import photosImage from '../../assets/features/photos.svg?no-inline';
import switchImage from '../../assets/features/switch.svg?no-inline';
import type { Feature } from '../features';
import { FIRST_ILLUSTRATION } from '../first-illustration';

// Every illustration is drawn on the same 240×480 phone frame.
const IMAGE_SIZE = { imageWidth: 240, imageHeight: 480 } as const;

/** The five features of the landing page, in Arabic, in the spec's order. */
export const FEATURES: readonly Feature[] = [
  {
    id: 'heroes',
    title: 'جهات اتصال الطوارئ (الأبطال)',
    description:
      'اختر الأشخاص الذين تثق بهم ليكونوا أبطالك. في حالة الطوارئ، تصل كلًّا منهم رسالة نصية فيها رمز من 6 أحرف للاستعلام عن مكانك.',
    image: FIRST_ILLUSTRATION,
    imageAlt:
      'شاشة هاتف تعرض قائمة بثلاثة أبطال، بجانب كل منهم علامة صح، وفوق رسالة نصية تعرض رمز وصول من 6 أحرف.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-heroes)',
  },
  {
    id: 'activities',
    title: 'الأنشطة',
    description: 'قبل أن تخرج، دوِّن مع مَن أنت، وماذا تفعل، وأين، ليعرف أبطالك من أين يبدؤون البحث.',
    image: activitiesImage,
    imageAlt: 'شاشة هاتف تعرض نشاطًا مُلئت فيه خانات مع مَن وماذا وأين، مع وقت بدء وزر كبير لبدئه.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-activities)',
  },
  {
    id: 'countdown',
    title: 'مؤقت الأمان',
    description:
      'اضبط مؤقت الأمان عند عودتك إلى المنزل سيرًا أو في موعدك الأول. لا يُشارَك موقعك إلا أثناء عمل المؤقت، ولا يوقفه إلا رمز PIN الخاص بك.',
    image: countdownImage,
    imageAlt:
      'شاشة هاتف تعرض حلقة المؤقت عند 14:59 ودبوس موقع، فوق خانة لإدخال رمز PIN أُدخل فيها رقمان من أربعة، ولوحة أرقام.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-countdown)',
  },
  {
    id: 'photos',
    title: 'الصور',
    description: 'أضِف صورة حديثة لك ليعرف أبطالك بالضبط عمّن يبحثون. لا يرونها إلا في حالة الطوارئ.',
    image: photosImage,
    imageAlt: 'شاشة هاتف تعرض صورة شخصية مع زر للكاميرا، ومفتاحًا مفعّلًا على شكل درع لمشاركتها مع الأبطال.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-photos)',
  },
  {
    id: 'switch',
    title: 'زر الطوارئ',
    description:
      'بضغطة واحدة تُنبّه أبطالك وترسل إليهم موقعك وآخر المعلومات التي شاركتها، وزر سريع يتصل بالرقم 911.',
    image: switchImage,
    imageAlt:
      'شاشة هاتف تعرض زر طوارئ أحمر كبيرًا، وخريطة عليها دبوس يُرسَل إلى ثلاثة أبطال، وزرًا أخضر للاتصال بالرقم 911.',
    ...IMAGE_SIZE,
    gradient: 'var(--sc-gradient-switch)',
  },
];
