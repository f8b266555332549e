import type { ContentSettings } from '../content-settings';

// The mobile app's menu names (Settings, Account Settings, Delete Account) stay in English, as the app shows them,
// each followed by its meaning in Arabic in brackets.

/** The account deletion instructions, in Arabic, below the page's account deletion heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>يمكنك حذف حسابك في {productName} وجميع بياناته في أي وقت من التطبيق على هاتفك.</p>

      <section>
        <h2>كيف تحذف حسابك</h2>
        <ol>
          <li>افتح {productName} على هاتفك.</li>
          <li>
            انتقل إلى <span lang="en">Settings</span> (الإعدادات).
          </li>
          <li>
            افتح <span lang="en">Account Settings</span> (إعدادات الحساب).
          </li>
          <li>
            اختر <span lang="en">Delete Account</span> (حذف الحساب).
          </li>
          <li>اتبع التعليمات التي تظهر على الشاشة للتأكيد.</li>
        </ol>
        <p>إلغاء تثبيت التطبيق من هاتفك لا يحذف حسابك؛ لحذفه، اتبع الخطوات السابقة.</p>
      </section>

      <section>
        <h2>ما الذي يُحذف</h2>
        <p>عند حذف حسابك، تُمحى البيانات التالية نهائيًا:</p>
        <ul>
          <li>معلومات ملفك الشخصي، مثل اسمك وعنوان بريدك الإلكتروني؛</li>
          <li>جهات اتصال الطوارئ (الأبطال)؛</li>
          <li>سجل أنشطتك؛</li>
          <li>جميع البيانات الأخرى المرتبطة بحسابك، ومنها صورة الطوارئ وإعداداتك.</li>
        </ul>
        <p>لن يتمكن أبطالك بعد ذلك من الاستعلام عن معلوماتك برمز وصول تلقّوه.</p>
      </section>

      <section>
        <h2>لا يمكن التراجع عن هذا الإجراء</h2>
        <p>
          بعد أن تؤكد الحذف، لا يمكن استعادة حسابك وبياناته. لاستخدام {productName} من جديد، أنشئ حسابًا جديدًا
          وأضِف أبطالك مرة أخرى.
        </p>
      </section>

      <section>
        <h2>إذا لم يعد التطبيق لديك</h2>
        <p>
          راسلنا على <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> من عنوان البريد الإلكتروني المسجّل
          في حسابك واطلب منا حذفه. قد نطلب منك تأكيد أن الحساب لك قبل حذفه. وتوضّح{' '}
          <a href="/ar/privacyPolicies?tab=privacy">سياسة الخصوصية</a> الخاصة بنا ما نحتفظ به والمدة التي
          نحتفظ به خلالها.
        </p>
      </section>
    </>
  );
}
