import type { ContentSettings } from '../content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections, in Spanish: Nuestra misión, Nuestro equipo, Nuestra historia. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>Nuestra misión</h2>
        <p>
          {productName} ayuda a las personas a vivir su día a día con confianza, sabiendo que las personas en
          quienes confían pueden encontrarlas rápidamente si algo sale mal.
        </p>
      </section>

      <section>
        <h2>Nuestro equipo</h2>
        <p>
          Somos un equipo pequeño al que le importan la seguridad personal y la privacidad, y creamos{' '}
          {productName} tanto para nuestras propias familias y amistades como para cualquier otra persona.
        </p>
      </section>

      <section>
        <h2>Nuestra historia</h2>
        <p>
          {productName} nació de una pregunta sencilla: ¿cómo saben las personas que se preocupan por ti
          cuándo las necesitas? La app es nuestra respuesta, y la seguimos mejorando con los comentarios de
          las personas que la usan.
        </p>
      </section>
    </>
  );
}
