import type { ContentSettings } from '../content-settings';

// The mobile app's menu names (Settings, Account Settings, Delete Account) stay in English, as the app shows them,
// each followed by its meaning in Brazilian Portuguese in brackets.

/** The account deletion instructions, in Brazilian Portuguese, below the page's account deletion heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>
        Você pode excluir sua conta do {productName} e todos os dados dela a qualquer momento pelo app para
        celular.
      </p>

      <section>
        <h2>Como excluir sua conta</h2>
        <ol>
          <li>Abra o {productName} no seu celular.</li>
          <li>Vá para Settings (Ajustes).</li>
          <li>Abra Account Settings (Ajustes da conta).</li>
          <li>Escolha Delete Account (Excluir conta).</li>
          <li>Siga as instruções na tela para confirmar.</li>
        </ol>
        <p>Desinstalar o app do celular não exclui sua conta; para excluí-la, siga os passos acima.</p>
      </section>

      <section>
        <h2>O que é excluído</h2>
        <p>Ao excluir sua conta, são apagados definitivamente:</p>
        <ul>
          <li>suas informações de perfil, como seu nome e seu endereço de e-mail;</li>
          <li>seus contatos de emergência (heróis);</li>
          <li>seu histórico de atividades;</li>
          <li>
            todos os outros dados associados à sua conta, incluindo sua foto de emergência e suas
            configurações.
          </li>
        </ul>
        <p>
          Seus heróis não poderão mais consultar suas informações com um código de acesso que tenham recebido.
        </p>
      </section>

      <section>
        <h2>Esta ação não pode ser desfeita</h2>
        <p>
          Depois que você confirmar, sua conta e os dados dela não poderão ser restaurados. Para voltar a usar
          o {productName}, crie uma nova conta e adicione seus heróis novamente.
        </p>
      </section>

      <section>
        <h2>Se você não tem mais o app</h2>
        <p>
          Escreva para <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> a partir do endereço de e-mail da
          sua conta e peça que a excluamos. Podemos pedir que você confirme que a conta é sua antes de
          excluí-la. Nossa <a href="/pt/privacyPolicies?tab=privacy">Política de Privacidade</a> explica o que
          guardamos e por quanto tempo.
        </p>
      </section>
    </>
  );
}
