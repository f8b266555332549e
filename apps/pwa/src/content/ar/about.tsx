import type { ContentSettings } from '../content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections, in Arabic: مهمتنا، فريقنا، قصتنا. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>مهمتنا</h2>
        <p>
          يساعد {productName} الناس على عيش حياتهم اليومية بثقة، وهم يعلمون أن الأشخاص الذين يثقون بهم
          يستطيعون الوصول إليهم بسرعة إذا حدث خطب ما.
        </p>
      </section>

      <section>
        <h2>فريقنا</h2>
        <p>
          نحن فريق صغير تهمّه السلامة الشخصية والخصوصية، وقد صنعنا {productName} لعائلاتنا وأصدقائنا بقدر ما
          صنعناه لأي شخص آخر.
        </p>
      </section>

      <section>
        <h2>قصتنا</h2>
        <p>
          وُلد {productName} من سؤال بسيط: كيف يعرف الأشخاص الذين يهتمون بأمرك أنك تحتاج إليهم؟ التطبيق هو
          إجابتنا، ونواصل تحسينه بفضل ملاحظات من يستخدمونه.
        </p>
      </section>
    </>
  );
}
