import LEGAL_WORDS from 'words:legal';
import type { ContentSettings } from '../content-settings';
import './legal.css';

/** The End User License Agreement, with the 17 numbered sections of the spec in their order. */
export function Eula({ settings }: { settings: ContentSettings }) {
  const { productName, contactEmail } = settings;
  const contactLink = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  return (
    <article className="legal-document">
      <h2>{LEGAL_WORDS.eula}</h2>
      <p className="legal-updated">
        Last updated <time dateTime="2024-08-24">August 24, 2024</time>
      </p>
      <p>
        This End User License Agreement (the &ldquo;Agreement&rdquo;) is between you and the operator of{' '}
        {productName} (&ldquo;we&rdquo;, &ldquo;us&rdquo;). It sets the terms on which you may use the{' '}
        {productName} mobile app (the &ldquo;Application&rdquo;). By downloading, installing or using the
        Application you accept this Agreement. If you do not accept it, do not use the Application.
      </p>
      <p>
        The Application is licensed to you, not sold. Apple Inc. and Google LLC (the &ldquo;Stores&rdquo;) are
        not parties to this Agreement and are not responsible for the Application or its content.
      </p>

      <section>
        <h3>1. The application</h3>
        <p>
          {productName} is a personal safety companion. It lets you choose emergency contacts (heroes), record
          activities, run a countdown tracker that shares your location only while it runs and is stopped with
          your PIN, keep an emergency photo, and use an emergency switch that notifies your heroes with your
          location and last information and offers a quick way to dial 911.
        </p>
        <p>
          {productName} is not an emergency service. It does not contact the police, fire or medical services
          for you, and it cannot guarantee that a notification reaches your heroes. In an emergency, call 911
          or your local emergency number.
        </p>
        <p>
          The Application is not intended for use in situations subject to industry-specific regulations on
          health data or financial privacy, such as the Health Insurance Portability and Accountability Act
          (HIPAA) or the Gramm-Leach-Bliley Act (GLBA). If your use would be subject to such laws, you may not
          use the Application for it.
        </p>
      </section>

      <section>
        <h3>2. Scope of license</h3>
        <p>
          We grant you a personal, non-exclusive, non-transferable, revocable license to install and use the
          Application on devices you own or control, as permitted by the usage rules of the Store you obtained
          it from. You may not:
        </p>
        <ul>
          <li>sell, rent, lend, share or sublicense the Application, or make it available over a network;</li>
          <li>
            copy, modify, decompile, reverse engineer or try to extract its source code, except as the law
            expressly allows;
          </li>
          <li>remove or change any copyright, trademark or other notice in the Application;</li>
          <li>
            use the Application to harass, track or monitor anyone without their consent, or to raise false
            alarms;
          </li>
          <li>
            interfere with the Application&rsquo;s servers or try to guess other users&rsquo; access codes.
          </li>
        </ul>
        <p>These terms also apply to any update of the Application that replaces or adds to the original.</p>
      </section>

      <section>
        <h3>3. Technical requirements</h3>
        <p>
          The Application needs a supported version of iOS or Android, a network connection, and permission to
          use your device&rsquo;s location and to show notifications. Your heroes need a phone that can
          receive text messages. Battery saving modes, disabled permissions, poor coverage or an out-of-date
          operating system may stop features from working.
        </p>
        <p>
          We try to keep the Application working with current operating system versions, but we do not promise
          to support every device. You are responsible for your device and for any data or messaging charges
          from your carrier.
        </p>
      </section>

      <section>
        <h3>4. Maintenance and support</h3>
        <p>
          We alone are responsible for maintaining and supporting the Application, and you can reach us at{' '}
          {contactLink}. The Stores have no obligation to provide maintenance or support for the Application.
        </p>
      </section>

      <section>
        <h3>5. Use of data</h3>
        <p>
          You agree that we may collect and use information about you and your device as our{' '}
          <a href="/privacyPolicies?tab=privacy">Privacy Policy</a> describes, in order to provide the
          Application, keep it secure and improve it. Location and activity data are kept only for the
          duration of an activity. Account data is kept while your account is active and permanently removed
          when you delete it. Our <a href="/privacyPolicies?tab=optin">Opt-in Policy</a> explains the
          notifications you receive and what you can opt out of.
        </p>
      </section>

      <section>
        <h3>6. User-generated contributions</h3>
        <p>
          The Application lets you add content such as activity details, the names and phone numbers of your
          heroes, an emergency photo and feedback (&ldquo;Contributions&rdquo;). You are responsible for your
          Contributions. By adding them you confirm that:
        </p>
        <ul>
          <li>
            you have the right to share them, and each hero has agreed to receive emergency texts from you;
          </li>
          <li>they are accurate, and not false, misleading, threatening, obscene or unlawful;</li>
          <li>
            they do not infringe anyone&rsquo;s rights, including copyright, privacy and publicity rights;
          </li>
          <li>they contain no viruses or other harmful code.</li>
        </ul>
        <p>We may remove Contributions that break these rules and suspend accounts used to break them.</p>
      </section>

      <section>
        <h3>7. Contribution license</h3>
        <p>
          You keep ownership of your Contributions. You grant us a worldwide, royalty-free license to host,
          store, copy, process and transmit them only as needed to operate the Application, for example to
          show your location and emergency photo to your heroes. This license ends when you delete the
          Contribution or your account, except for copies we must keep by law.
        </p>
        <p>
          If you send us ideas or suggestions, we may use them to improve {productName} without any obligation
          to you.
        </p>
      </section>

      <section>
        <h3>8. Liability</h3>
        <p>
          {productName} helps you reach the people you trust, but it does not replace your own judgment or
          emergency services. To the fullest extent the law allows, we are not liable for any indirect,
          incidental, special or consequential damages, or for harm caused by a notification that was delayed
          or not delivered because of your device, its settings, its battery, your network or your carrier.
        </p>
        <p>
          To the fullest extent the law allows, our total liability to you for all claims relating to the
          Application is limited to the amount you paid for it, if any. Nothing in this Agreement limits
          liability that cannot be limited by law, such as liability for death or personal injury caused by
          our negligence or for fraud.
        </p>
      </section>

      <section>
        <h3>9. Warranty</h3>
        <p>
          We warrant that the Application is free of viruses and other malware at the time you download it.
          Apart from this, and to the fullest extent the law allows, the Application is provided &ldquo;as
          is&rdquo; and &ldquo;as available&rdquo;, without any other warranty, and we do not promise that it
          will always be available, uninterrupted or error-free.
        </p>
        <p>
          If the Application fails to conform to an applicable warranty, you may notify the Store you obtained
          it from, and that Store may refund the purchase price you paid, if any. To the fullest extent the
          law allows, the Stores have no other warranty obligation regarding the Application.
        </p>
      </section>

      <section>
        <h3>10. Product claims</h3>
        <p>
          We, not the Stores, are responsible for addressing any claim by you or a third party relating to the
          Application or your use of it, including product liability claims, claims that the Application fails
          to meet a legal or regulatory requirement, and claims under consumer protection, privacy or similar
          laws.
        </p>
        <p>
          If you use the Application for business purposes, any claim against us must be brought within 12
          months after the claim arises. If you are a consumer, the limitation periods of your local law
          apply.
        </p>
      </section>

      <section>
        <h3>11. Legal compliance</h3>
        <p>
          You confirm that you are not located in a country subject to a United States Government embargo or
          designated as supporting terrorism, and that you are not on any United States Government list of
          prohibited or restricted parties. You agree to use the Application in line with the laws that apply
          to you, including laws on consent to location sharing and text messages.
        </p>
      </section>

      <section>
        <h3>12. Contact information</h3>
        <p>
          For questions, complaints, claims or feedback about the Application, write to {contactLink} or use
          our <a href="/feedback">feedback form</a>.
        </p>
      </section>

      <section>
        <h3>13. Termination</h3>
        <p>
          This license lasts until you or we end it. You can end it at any time by deleting your account, as
          our <a href="/accountDeletion">account deletion page</a> explains, and removing the Application from
          your devices. Your rights end automatically, without notice, if you break any term of this
          Agreement. When the license ends you must stop using the Application and delete all copies of it.
        </p>
      </section>

      <section>
        <h3>14. Third-party beneficiaries</h3>
        <p>
          You must follow the terms of any third-party agreement that applies when you use the Application,
          such as your wireless data service agreement. Apple Inc., Google LLC and their subsidiaries are
          third-party beneficiaries of this Agreement. Once you accept it, each of them has the right, and is
          deemed to have accepted the right, to enforce this Agreement against you as a third-party
          beneficiary.
        </p>
      </section>

      <section>
        <h3>15. Intellectual property</h3>
        <p>
          The Application, its name, logo, design and code belong to us or our licensors and are protected by
          intellectual property laws. If a third party claims that the Application or your possession and use
          of it infringes their intellectual property rights, we, not the Stores, are solely responsible for
          the investigation, defense, settlement and discharge of that claim.
        </p>
      </section>

      <section>
        <h3>16. Applicable law</h3>
        <p>
          This Agreement is governed by the laws of the Commonwealth of Virginia, United States, without
          regard to its conflict of law rules. If you are a consumer living elsewhere, you keep the protection
          of any mandatory provisions of the law of the place where you live.
        </p>
      </section>

      <section>
        <h3>17. Miscellaneous</h3>
        <ul>
          <li>
            If any term of this Agreement is found invalid, the remaining terms stay in effect, and the
            invalid term is replaced by a valid one that comes closest to its purpose.
          </li>
          <li>
            This Agreement, together with the Privacy Policy and the Opt-in Policy, is the entire agreement
            between you and us about the Application.
          </li>
          <li>
            If we do not enforce a term straight away, we have not waived our right to enforce it later.
          </li>
          <li>
            We may update this Agreement. We will change the &ldquo;Last updated&rdquo; date above and tell
            you in the Application about significant changes; using the Application afterwards means you
            accept them.
          </li>
          <li>
            You may not transfer your rights under this Agreement. We may transfer ours to a company that
            takes over the Application, if your rights are not reduced.
          </li>
        </ul>
      </section>
    </article>
  );
}
