import type { ContentSettings } from '../content-settings';

// Placeholder copy: the spec leaves these three sections empty. The operator replaces each paragraph with the
// real mission, team and story; the headings and the section structure stay as they are.

/** The About Us page's three sections, in Brazilian Portuguese: Nossa missão, Nossa equipe, Nossa história. */
export function About({ settings }: { settings: ContentSettings }) {
  const { productName } = settings;

  return (
    <>
      <section>
        <h2>Nossa missão</h2>
        <p>
          O {productName} ajuda as pessoas a viver o dia a dia com confiança, sabendo que as pessoas em quem
          confiam podem encontrá-las rapidamente se algo der errado.
        </p>
      </section>

      <section>
        <h2>Nossa equipe</h2>
        <p>
          Somos uma equipe pequena que se importa com segurança pessoal e privacidade, e criamos o{' '}
          {productName} tanto para nossas próprias famílias e amigos quanto para qualquer outra pessoa.
        </p>
      </section>

      <section>
        <h2>Nossa história</h2>
        <p>
          O {productName} nasceu de uma pergunta simples: como as pessoas que se importam com você ficam
          sabendo quando você precisa delas? O app é a nossa resposta, e continuamos a melhorá-lo com os
          comentários de quem o usa.
        </p>
      </section>
    </>
  );
}
