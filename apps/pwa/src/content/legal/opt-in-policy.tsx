import LEGAL_WORDS from 'words:legal';
import type { ContentSettings } from '../content-settings';
import './legal.css';

/** The Opt-in Policy: what using the app means agreeing to, and what can be turned off. */
export function OptInPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <h2>{LEGAL_WORDS.optin}</h2>
      <p className="legal-updated">
        Last updated <time dateTime="2026-11-22">November 22, 2026</time>
      </p>
      <p>
        {productName} can only help in an emergency if it may notify you and your heroes and use your
        location. This policy explains what you agree to by using {productName} and what you can turn off.
      </p>

      <section>
        <h3>What You Agree To</h3>
        <p>By using {productName}, you agree to:</p>
        <ul>
          <li>
            <strong>Receive emergency notifications and alerts</strong>, for example when a countdown is about
            to run out or when an emergency has been triggered.
          </li>
          <li>
            <strong>Share your location with your emergency contacts (heroes)</strong> in an emergency. Your
            heroes receive a text message with a 6-character access code that lets them see your location and
            the last information you shared.
          </li>
          <li>
            <strong>Allow access to your device&rsquo;s location</strong> while an activity or a countdown is
            running, through your device&rsquo;s permission prompt.
          </li>
          <li>
            <strong>Receive push notifications</strong> about your activities and countdowns, reminders, and
            important notices about your account or the service.
          </li>
        </ul>
      </section>

      <section>
        <h3>Text Messages to Your Heroes</h3>
        <p>
          When you add a hero, you confirm that this person has agreed to receive emergency text messages from{' '}
          {productName} on your behalf. Their carrier&rsquo;s message and data rates may apply. A hero who no
          longer wants these messages can ask you to remove them, or write to {privacyLink}.
        </p>
      </section>

      <section>
        <h3>What You Can Opt Out Of</h3>
        <p>You can opt out of:</p>
        <ul>
          <li>marketing communications;</li>
          <li>non-emergency notifications;</li>
          <li>location sharing with specific contacts;</li>
          <li>analytics data collection.</li>
        </ul>
        <p>
          Emergency notifications and sharing your location with the heroes you keep are what makes{' '}
          {productName} work, so they stay on while you use the app. To stop them entirely, delete your
          account as our <a href="/accountDeletion">account deletion page</a> explains.
        </p>
      </section>

      <section>
        <h3>How to Opt Out</h3>
        <ul>
          <li>
            <strong>In the app:</strong> open Settings and change your notification, hero and privacy choices.
          </li>
          <li>
            <strong>By email:</strong> write to {privacyLink} from the address of your account and tell us
            what you want to opt out of.
          </li>
        </ul>
        <p>
          You can also withdraw location or notification permission in your device settings at any time, but
          then {productName} cannot alert your heroes or share your location with them.
        </p>
      </section>

      <section>
        <h3>Changes to This Policy</h3>
        <p>
          We may update this policy as {productName} changes. We will change the &ldquo;Last updated&rdquo;
          date above and tell you in the app about significant changes. Our{' '}
          <a href="/privacyPolicies?tab=privacy">Privacy Policy</a> explains how we handle your information.
        </p>
      </section>
    </article>
  );
}
