import type { ContentSettings } from '../content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections, in French: Notre mission, Notre équipe, Notre histoire. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>Notre mission</h2>
        <p>
          {productName} aide chacun à vivre son quotidien en toute confiance, en sachant que les personnes en
          qui il a confiance peuvent le retrouver rapidement si quelque chose tourne mal.
        </p>
      </section>

      <section>
        <h2>Notre équipe</h2>
        <p>
          Nous sommes une petite équipe attachée à la sécurité des personnes et au respect de la vie privée,
          et nous concevons {productName} pour nos propres familles et nos amis autant que pour tout le monde.
        </p>
      </section>

      <section>
        <h2>Notre histoire</h2>
        <p>
          {productName} est né d’une question simple : comment les personnes qui tiennent à vous savent-elles
          que vous avez besoin d’elles ? L’app est notre réponse, et nous continuons de l’améliorer grâce aux
          avis de celles et ceux qui l’utilisent.
        </p>
      </section>
    </>
  );
}
