/**
 * The Hero Lookup page's explanation in French: what a hero is sent, what the page shows and keeps, and the answers. `every` is how often the
 * page refreshes itself, in words.
 */
export function LookupAbout({ every }: { every: string }) {
  return (
    <>
      <h2 id="lookup-about-heading">Comment fonctionne la consultation</h2>
      <p>
        Une personne vous a choisi comme héros : un contact de confiance qu’elle veut pouvoir prévenir si
        quelque chose semble aller mal.
      </p>
      <p>
        Lorsqu’elle active une urgence, ou lorsqu’un minuteur de sécurité qu’elle a réglé expire avant qu’elle
        ne l’arrête, vous recevez un SMS contenant un code d’accès de 6 caractères. Saisissez ce code ici.
      </p>
      <p>
        Vous verrez son statut actuel, les heures de début et de fin de son minuteur, sa photo, les
        informations qu’elle a données (avec qui elle est, ce qu’elle fait et où) et des liens vers la carte
        montrant d’où elle est partie et où elle se trouve maintenant.
      </p>
      <p>
        Cet onglet ne conserve que le code d’accès qu’il affiche, jamais le statut, jusqu’à ce que le statut
        prenne fin, que vous consultiez un autre code, que vous touchiez « Oublier ce code » ou que vous
        fermiez l’onglet. Si les alertes sont activées, le code est conservé sur cet appareil jusqu’à ce que
        vous les arrêtiez ou que le statut prenne fin. Le statut affiche chaque changement dès qu’il se
        produit (s’il ne peut pas rester connecté, il s’actualise de lui-même toutes les {every}).
      </p>
      <p>
        Sous le statut, vous pouvez répondre, pour que la personne et les autres héros sachent que vous avez
        vu l’alerte, que vous êtes en route ou que vous avez appelé les secours. Lorsque vous répondez, cet
        appareil mémorise le nom que vous indiquez (le cas échéant) et un nombre aléatoire qui permet à votre
        dernière réponse de remplacer les précédentes.
      </p>
    </>
  );
}
