import type { ContentSettings } from '../content-settings';

// The mobile app's menu names (Settings, Account Settings, Delete Account) stay in English, as the app shows them,
// each followed by its meaning in French in brackets.

/** The account deletion instructions, in French, below the page's account deletion heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>
        Vous pouvez supprimer votre compte {productName} et toutes ses données à tout moment depuis l’app
        mobile.
      </p>

      <section>
        <h2>Comment supprimer votre compte</h2>
        <ol>
          <li>Ouvrez {productName} sur votre téléphone.</li>
          <li>Allez dans Settings (Réglages).</li>
          <li>Ouvrez Account Settings (Réglages du compte).</li>
          <li>Choisissez Delete Account (Supprimer le compte).</li>
          <li>Suivez les instructions à l’écran pour confirmer.</li>
        </ol>
        <p>
          Désinstaller l’app de votre téléphone ne supprime pas votre compte ; pour le supprimer, suivez les
          étapes ci-dessus.
        </p>
      </section>

      <section>
        <h2>Ce qui est supprimé</h2>
        <p>La suppression de votre compte efface définitivement :</p>
        <ul>
          <li>les informations de votre profil, comme votre nom et votre adresse e-mail ;</li>
          <li>vos contacts d’urgence (héros) ;</li>
          <li>l’historique de vos activités ;</li>
          <li>
            toutes les autres données associées à votre compte, y compris votre photo d’urgence et vos
            réglages.
          </li>
        </ul>
        <p>
          Vos héros ne pourront plus consulter vos informations avec un code d’accès qu’ils auraient reçu.
        </p>
      </section>

      <section>
        <h2>Cette action est irréversible</h2>
        <p>
          Une fois votre confirmation donnée, votre compte et ses données ne peuvent plus être restaurés. Pour
          utiliser de nouveau {productName}, créez un nouveau compte et ajoutez de nouveau vos héros.
        </p>
      </section>

      <section>
        <h2>Si vous n’avez plus l’app</h2>
        <p>
          Écrivez-nous à <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> depuis l’adresse e-mail de
          votre compte en nous demandant de le supprimer. Nous pourrons vous demander de confirmer que ce
          compte est bien le vôtre avant de le supprimer. Notre{' '}
          <a href="/fr/privacyPolicies?tab=privacy">Politique de confidentialité</a> explique ce que nous
          conservons et pendant combien de temps.
        </p>
      </section>
    </>
  );
}
