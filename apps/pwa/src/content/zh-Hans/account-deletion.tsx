import type { ContentSettings } from '../content-settings';

// The mobile app's menu names (Settings, Account Settings, Delete Account) stay in English, as the app shows them,
// each followed by its meaning in Chinese in brackets.

/** The account deletion instructions, in Chinese, below the page's account deletion heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>您可以随时在手机应用中删除您的 {productName} 账户及其所有数据。</p>

      <section>
        <h2>如何删除您的账户</h2>
        <ol>
          <li>在手机上打开 {productName}。</li>
          <li>进入 Settings（设置）。</li>
          <li>打开 Account Settings（账户设置）。</li>
          <li>选择 Delete Account（删除账户）。</li>
          <li>按照屏幕上的说明进行确认。</li>
        </ol>
        <p>从手机上卸载应用并不会删除您的账户；要删除账户，请按照上述步骤操作。</p>
      </section>

      <section>
        <h2>哪些数据会被删除</h2>
        <p>删除账户后，以下数据将被永久删除：</p>
        <ul>
          <li>您的个人资料，例如您的姓名和电子邮箱地址；</li>
          <li>您的紧急联系人（守护者）；</li>
          <li>您的活动记录；</li>
          <li>与您的账户关联的所有其他数据，包括您的紧急照片和设置。</li>
        </ul>
        <p>您的守护者将无法再用已收到的访问码查询您的信息。</p>
      </section>

      <section>
        <h2>此操作无法撤销</h2>
        <p>
          一旦确认，您的账户及其数据将无法恢复。如需再次使用 {productName}
          ，请创建一个新账户，并重新添加您的守护者。
        </p>
      </section>

      <section>
        <h2>如果您已经没有这款应用</h2>
        <p>
          请用您账户的电子邮箱地址发送邮件至 <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>
          ，要求我们删除您的账户。在删除之前，我们可能会请您确认该账户属于您。我们的
          <a href="/zh/privacyPolicies?tab=privacy">隐私政策</a>说明了我们会保留哪些数据以及保留多久。
        </p>
      </section>
    </>
  );
}
