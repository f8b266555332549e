import type { ContentSettings } from './content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections: Our Mission, Our Team, Our Story. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>Our Mission</h2>
        <p>
          {productName} helps people go about their lives with confidence, knowing that the people they trust
          can find them quickly if something goes wrong.
        </p>
      </section>

      <section>
        <h2>Our Team</h2>
        <p>
          We are a small team that cares about personal safety and privacy, and we build {productName} for our
          own families and friends as much as for anyone else.
        </p>
      </section>

      <section>
        <h2>Our Story</h2>
        <p>
          {productName} started with a simple question: how do the people who care about you know when you
          need them? The app is our answer, and we keep improving it with the feedback of the people who use
          it.
        </p>
      </section>
    </>
  );
}
