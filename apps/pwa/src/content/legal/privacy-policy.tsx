import LEGAL_WORDS from 'words:legal';
import {
  FEEDBACK_RETENTION_DAYS,
  STATUS_IDLE_DAYS,
  STATUS_RETENTION_HOURS,
  STATUS_SWEEP_MINUTES,
} from '@safety-companion/api';
import type { ContentSettings } from '../content-settings';
import './legal.css';

/** The Privacy Policy, the default tab of the Legal Documents page. */
export function PrivacyPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <h2>{LEGAL_WORDS.privacy}</h2>
      <p className="legal-updated">
        Last updated <time dateTime="2026-11-29">November 29, 2026</time>
      </p>
      <p>
        This policy explains what information {productName} collects, why we collect it, how long we keep it
        and the choices you have. It applies to the {productName} mobile app for iOS and Android and to this
        website. &ldquo;We&rdquo;, &ldquo;us&rdquo; and &ldquo;our&rdquo; mean the operator of {productName}.
      </p>
      <p>
        {productName} exists to help the people you trust reach you when something goes wrong. We collect only
        what that job needs, and we keep your location only while an activity is running.
      </p>

      <section>
        <h3>Information We Collect</h3>
        <ul>
          <li>
            <strong>Account information.</strong> Your name and email address, which you give us when you
            create an account and which let you sign in.
          </li>
          <li>
            <strong>Location and activity data.</strong> When you start an activity or a countdown, the
            details you enter (such as who you are with, what you are doing and where), the name you choose to
            show your heroes (anyone who has your access code sees it), its start and end times, your
            device&rsquo;s location (how precise it is, and when your phone took it) each time it is reported
            while the activity runs (the last 100 positions, which your heroes see as a trail on a map) and
            its battery level, and the answers your heroes give on the lookup page (whether they have seen it,
            are on their way or have called the emergency services, with the name they chose to give, and the
            network address each answer came from, so that no one address can take every place for answers).
            We keep this data only while the activity runs, as described under Data Retention.
          </li>
          <li>
            <strong>Your phone number for your heroes.</strong> Only if you turn it on for an activity: the
            phone number you choose to share, so that your heroes can call or text you from the lookup page
            (anyone who has your access code sees it). It is never part of an alert, and it is deleted with
            the rest of the activity. A lookup page that was open when the activity ended keeps showing it
            until that page is closed; it is not stored on the hero&rsquo;s device.
          </li>
          <li>
            <strong>Emergency contacts (heroes).</strong> The names and phone numbers of the people you choose
            as your heroes, so that we can send them a text message in an emergency. Please add only people
            who have agreed to be your heroes.
          </li>
          <li>
            <strong>Emergency photo.</strong> The photo you choose to share with your heroes in an emergency,
            if you add one.
          </li>
          <li>
            <strong>Alerts for your heroes.</strong> When a hero asks this website to alert them of your
            status, we keep the push address their browser gives us (an address at their browser maker&rsquo;s
            push service), the keys that encrypt alerts for that browser, the access code they used, encrypted
            with a key of our servers, and the network address the request came from (so that no one address
            can take every place for alerts). The subscription also records the language of the page it was
            made on, so that its alerts are written in that language; it is deleted with the subscription.
            Nothing else about the hero.
          </li>
          <li>
            <strong>Feedback.</strong> When you send feedback through this website: your name, email address,
            subject and message.
          </li>
          <li>
            <strong>Technical information.</strong> Basic information about how the app and the website
            perform, such as your device type, operating system version, crash reports and page load times.
            You can opt out of analytics at any time.
          </li>
        </ul>
        <p>
          We do not ask for health records or financial account details, and {productName} is not designed to
          store them.
        </p>
      </section>

      <section>
        <h3>How We Use Information</h3>
        <ul>
          <li>To create your account, sign you in and run your activities and countdowns.</li>
          <li>
            To alert your heroes. When you use the emergency switch, or when a countdown runs out before you
            stop it with your PIN, your heroes receive a text message with a 6-character access code. With
            that code they can look up, on this website, your status, your location and the last information
            you shared, and your emergency photo.
          </li>
          <li>To send you the emergency alerts and push notifications described in our Opt-in Policy.</li>
          <li>To answer your feedback and support requests.</li>
          <li>
            To keep {productName} secure and to detect and prevent misuse, such as attempts to guess codes.
          </li>
          <li>
            To understand and improve how the app and the website work, unless you opt out of analytics.
          </li>
          <li>To send you news about {productName}, unless you opt out of marketing communications.</li>
        </ul>
      </section>

      <section>
        <h3>How We Share Information</h3>
        <ul>
          <li>
            <strong>With your heroes</strong>, in an emergency, as described above. Nobody without an access
            code can look up your information.
          </li>
          <li>
            <strong>With service providers</strong> that host our servers, handle sign-in, store data and
            deliver text messages and push notifications for us. They may use your information only to provide
            these services.
          </li>
          <li>
            <strong>With the push services of your heroes&rsquo; browsers</strong> (such as Google, Mozilla,
            Apple or Microsoft), which deliver the alerts a hero asked for: that the emergency was switched on
            or off, that a countdown ran out, and that the status ended. Each alert is encrypted end to end
            for the hero&rsquo;s browser: the push service cannot read it, and learns only when it is sent and
            to which browser.
          </li>
          <li>
            <strong>When the law requires it</strong>, or when it is necessary to protect someone&rsquo;s life
            or safety.
          </li>
        </ul>
        <p>
          We do not sell your personal information, and we never share your location, your activities or your
          heroes with advertisers.
        </p>
      </section>

      <section>
        <h3>Data Retention</h3>
        <ul>
          <li>
            <strong>Location and activity data</strong> (your locations and their trail, the name you show,
            the phone number you shared, the details you entered, the end time, the address of your emergency
            photo and your heroes&rsquo; answers) is kept only while the activity runs. When you stop it, we
            delete it from our servers at once. For the next {STATUS_RETENTION_HOURS} hours your access code
            only tells your heroes &ldquo;This status has ended.&rdquo;, and we keep nothing else about it;
            after that, the code is forgotten.
          </li>
          <li>
            <strong>A countdown that runs out</strong> before you stop it is an alarm, not an end: your heroes
            can still see it, marked as expired, until {STATUS_RETENTION_HOURS} hours after its end time. Then
            we delete it in the same way. Our servers look for such data when they start and every{' '}
            {STATUS_SWEEP_MINUTES} minutes.
          </li>
          <li>
            <strong>An activity the app stops updating</strong> (for example on a lost phone) ends by itself{' '}
            {STATUS_IDLE_DAYS} days after its last update, exactly as if you had stopped it.
          </li>
          <li>
            <strong>Alerts for your heroes</strong> are kept until the activity ends in any of these ways and
            its last alert (&ldquo;This status has ended.&rdquo;) has been sent; then we delete them. A hero
            can turn them off sooner.
          </li>
          <li>
            <strong>Access codes</strong> are stored only as a keyed hash, from which the code cannot be read
            back; while a hero&rsquo;s alerts run, also encrypted, so that each alert can link to your status.
          </li>
          <li>
            <strong>Account data</strong> (your profile, heroes, emergency photo and settings) is kept while
            your account is active and permanently removed when you delete your account.
          </li>
          <li>
            <strong>Feedback</strong> is kept for {FEEDBACK_RETENTION_DAYS} days after you send it, so that we
            can answer you and act on what you told us, and is then deleted automatically. We may delete it
            sooner once it is handled.
          </li>
        </ul>
      </section>

      <section>
        <h3>What This Website Keeps on Your Device</h3>
        <p>This website sets no cookies for visitors and keeps only these things in your browser:</p>
        <ul>
          <li>
            <strong>Your unsent feedback.</strong> While you write feedback, what you typed (including your
            name and email) is kept in this browser tab so that a reload does not lose it. It is removed as
            soon as the feedback is sent, and it is gone when you close the tab.
          </li>
          <li>
            <strong>An offline copy of the website.</strong> The pages, styles, scripts and pictures of this
            website are stored so that it opens without a connection. The copy holds no personal information:
            access codes, statuses and feedback are never stored in it. It is replaced when the website is
            updated and stays until you clear this site&rsquo;s data in your browser.
          </li>
          <li>
            <strong>A hero&rsquo;s name and device number.</strong> When you answer under a status on the
            lookup page, the name you gave (if any) and a random number for this browser are kept, so that the
            name is filled in next time and your latest answer replaces your earlier ones. They stay until you
            clear this site&rsquo;s data.
          </li>
          <li>
            <strong>The access code a hero is looking at.</strong> While the lookup page shows a status, this
            browser tab keeps its access code (in the tab&rsquo;s session storage), so that a reload or coming
            back to the page shows the status again without typing. The status itself is never kept: it is
            asked for again each time. The code is forgotten when the status ends, when another code is looked
            up, when you tap &ldquo;Forget this code&rdquo;, and when you close the tab.
          </li>
          <li>
            <strong>The country of your emergency number.</strong> When you pick a country under a status on
            the lookup page, its code (such as GB) is kept in this browser&rsquo;s local storage, under the
            name <code>emergency-number.country</code>, so that the page offers that country&rsquo;s emergency
            number next time. Without a choice, the number follows your browser&rsquo;s language settings,
            which stay in your browser. It stays until you clear this site&rsquo;s data.
          </li>
          <li>
            <strong>The language you chose.</strong> The language you choose from the list of languages
            (English, Español, Français, Português, العربية, 中文) is remembered on your device, in this
            browser&rsquo;s local storage under the name <code>chosen-language</code>, never in a cookie, so
            that the website&rsquo;s pages open in that language next time. When a page offers you itself in
            your browser&rsquo;s language, the language offered is kept there too, under the name{' '}
            <code>offered-language</code>, so that it is offered only once. Neither is ever sent to us. They
            stay until you clear this site&rsquo;s data.
          </li>
          <li>
            <strong>A note that the website works offline.</strong> One setting remembers that you have seen
            this message, so it is shown only once. It stays until you clear this site&rsquo;s data.
          </li>
        </ul>
      </section>

      <section>
        <h3>Data Security</h3>
        <p>
          We protect your information with encryption in transit, with access controls that limit who can see
          it, and with access codes so that only your heroes can look up your emergency information. Your
          countdown PIN makes sure that only you can stop a countdown.
        </p>
        <p>
          You can help: lock your phone, keep your PIN to yourself, and ask your heroes to keep their access
          codes private. No system is perfectly secure; if a breach ever affects your information, we will
          tell you as the law requires.
        </p>
      </section>

      <section>
        <h3>Your Rights</h3>
        <p>You are in control of your personal information. You can:</p>
        <ul>
          <li>
            <strong>Access and correct it.</strong> See and update your profile and heroes in the app
            settings, or ask us for a copy of the information we hold about you by writing to {privacyLink}.
          </li>
          <li>
            <strong>Delete it.</strong> In the app, go to Settings, then Account Settings, then Delete
            Account. The steps are also on our <a href="/accountDeletion">account deletion page</a>. If you no
            longer have the app, write to {privacyLink}.
          </li>
          <li>
            <strong>Opt out.</strong> Turn off marketing, non-emergency notifications, location sharing with
            specific contacts and analytics as our <a href="/privacyPolicies?tab=optin">Opt-in Policy</a>{' '}
            explains, and withdraw location or notification permission in your device settings at any time.
          </li>
        </ul>
        <p>
          Depending on where you live, you may have further rights under local law; we honour them. We may ask
          you to confirm that an account is yours before we act on a request, and we answer within the time
          the law allows.
        </p>
      </section>

      <section>
        <h3>Children&rsquo;s Privacy</h3>
        <p>
          {productName} is not directed to children under 13, and we do not knowingly collect their
          information. If you believe a child has given us personal information, write to {privacyLink} and we
          will delete it.
        </p>
      </section>

      <section>
        <h3>Changes to This Policy</h3>
        <p>
          We may update this policy when {productName} changes or the law requires it. We will change the
          &ldquo;Last updated&rdquo; date at the top, and when a change is significant we will tell you in the
          app or by email before it takes effect.
        </p>
      </section>

      <section>
        <h3>Contact Us</h3>
        <p>Questions about this policy or your information? Write to {privacyLink}.</p>
      </section>
    </article>
  );
}
