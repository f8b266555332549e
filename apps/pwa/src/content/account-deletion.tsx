import type { ContentSettings } from './content-settings';

/** The account deletion instructions, below the page's 'Account Deletion' heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>You can delete your {productName} account and all of its data at any time from the mobile app.</p>

      <section>
        <h2>How to Delete Your Account</h2>
        <ol>
          <li>Open {productName} on your phone.</li>
          <li>Go to Settings.</li>
          <li>Open Account Settings.</li>
          <li>Choose Delete Account.</li>
          <li>Follow the on-screen instructions to confirm.</li>
        </ol>
        <p>
          Removing the app from your phone does not delete your account; use the steps above to delete it.
        </p>
      </section>

      <section>
        <h2>What Is Deleted</h2>
        <p>Deleting your account permanently removes:</p>
        <ul>
          <li>your profile information, such as your name and email address;</li>
          <li>your emergency contacts (heroes);</li>
          <li>your activity history;</li>
          <li>all other data associated with your account, including your emergency photo and settings.</li>
        </ul>
        <p>Your heroes can no longer look up your information with an access code they received.</p>
      </section>

      <section>
        <h2>This Cannot Be Undone</h2>
        <p>
          Once you confirm, your account and its data cannot be restored. To use {productName} again, create a
          new account and add your heroes again.
        </p>
      </section>

      <section>
        <h2>If You No Longer Have the App</h2>
        <p>
          Write to <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> from the email address of your
          account and ask us to delete it. We may ask you to confirm that the account is yours before we
          delete it. Our <a href="/privacyPolicies?tab=privacy">Privacy Policy</a> explains what we keep and
          for how long.
        </p>
      </section>
    </>
  );
}
