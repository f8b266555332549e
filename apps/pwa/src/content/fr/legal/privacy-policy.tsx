import LEGAL_WORDS from 'words:legal';
import {
  FEEDBACK_RETENTION_DAYS,
  STATUS_IDLE_DAYS,
  STATUS_RETENTION_HOURS,
  STATUS_SWEEP_MINUTES,
} from '@safety-companion/api';
import type { ContentSettings } from '../../content-settings';
import { DocumentHead } from './document-head';
import '../../legal/legal.css';

/** The French Privacy Policy, the default tab of the French Legal Documents page. */
export function PrivacyPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <DocumentHead title={LEGAL_WORDS.privacy} updated="2026-11-29" />
      <p>
        La présente politique explique quelles informations {productName} collecte, pourquoi nous les
        collectons, combien de temps nous les conservons et quels choix s’offrent à vous. Elle s’applique à
        l’application mobile {productName} pour iOS et Android ainsi qu’à ce site web. « Nous », « notre » et
        « nos » désignent l’opérateur de {productName}.
      </p>
      <p>
        {productName} a pour but d’aider les personnes en qui vous avez confiance à vous joindre lorsque
        quelque chose tourne mal. Nous ne collectons que ce qu’exige cette mission, et nous ne conservons
        votre position que pendant qu’une activité est en cours.
      </p>

      <section>
        <h3>Informations que nous collectons</h3>
        <ul>
          <li>
            <strong>Informations du compte.</strong> Votre nom et votre adresse e-mail, que vous nous
            fournissez lors de la création d’un compte et qui vous permettent de vous connecter.
          </li>
          <li>
            <strong>Données de position et d’activité.</strong> Lorsque vous lancez une activité ou un
            minuteur de sécurité : les informations que vous saisissez (par exemple avec qui vous êtes, ce que
            vous faites et où), le nom que vous choisissez de montrer à vos héros (toute personne disposant de
            votre code d’accès le voit), les heures de début et de fin, la position de votre appareil (sa
            précision et le moment où votre téléphone l’a relevée) chaque fois qu’elle est transmise pendant
            l’activité (les 100 dernières positions, que vos héros voient sous forme de trajet sur une carte)
            et le niveau de batterie de l’appareil, ainsi que les réponses que vos héros donnent sur la page
            Consultation héros (s’ils ont vu l’alerte, s’ils sont en route ou s’ils ont appelé les secours,
            avec le nom qu’ils ont choisi d’indiquer, et l’adresse réseau depuis laquelle chaque réponse a été
            envoyée, afin qu’une seule adresse ne puisse pas occuper toutes les places prévues pour les
            réponses). Nous ne conservons ces données que pendant que l’activité est en cours, comme décrit
            dans la section Conservation des données.
          </li>
          <li>
            <strong>Votre numéro de téléphone pour vos héros.</strong> Uniquement si vous l’activez pour une
            activité : le numéro de téléphone que vous choisissez de partager, afin que vos héros puissent
            vous appeler ou vous envoyer un message depuis la page de consultation (toute personne disposant
            de votre code d’accès le voit). Il ne fait jamais partie d’une alerte et il est supprimé avec le
            reste de l’activité. Une page de consultation ouverte au moment où l’activité a pris fin continue
            de l’afficher jusqu’à sa fermeture ; il n’est pas enregistré sur l’appareil du héros.
          </li>
          <li>
            <strong>Contacts d’urgence (héros).</strong> Les noms et numéros de téléphone des personnes que
            vous choisissez comme héros, afin que nous puissions leur envoyer un SMS en cas d’urgence.
            N’ajoutez que des personnes qui ont accepté d’être vos héros.
          </li>
          <li>
            <strong>Photo d’urgence.</strong> La photo que vous choisissez de partager avec vos héros en cas
            d’urgence, si vous en ajoutez une.
          </li>
          <li>
            <strong>Alertes pour vos héros.</strong> Lorsqu’un héros demande à ce site web de lui envoyer des
            alertes concernant votre statut, nous conservons l’adresse de notification push que nous fournit
            le navigateur du héros (une adresse auprès du service de notifications push de l’éditeur de ce
            navigateur), les clés qui chiffrent les alertes pour ce navigateur, le code d’accès utilisé,
            chiffré avec une clé de nos serveurs, et l’adresse réseau depuis laquelle la demande a été envoyée
            (afin qu’une seule adresse ne puisse pas occuper toutes les places prévues pour les alertes).
            L’abonnement enregistre aussi la langue de la page depuis laquelle il a été souscrit, afin que ses
            alertes soient rédigées dans cette langue ; cette donnée est supprimée avec l’abonnement. Nous ne
            conservons rien d’autre sur le héros.
          </li>
          <li>
            <strong>Avis.</strong> Lorsque vous nous donnez votre avis sur ce site web : votre nom, votre
            adresse e-mail, l’objet et le message.
          </li>
          <li>
            <strong>Informations techniques.</strong> Des informations de base sur le fonctionnement de
            l’application et du site web, comme le type d’appareil, la version du système d’exploitation, les
            rapports de plantage et les temps de chargement des pages. Vous pouvez désactiver les mesures
            d’audience à tout moment.
          </li>
        </ul>
        <p>
          Nous ne demandons ni dossier médical ni données de comptes financiers, et {productName} n’est pas
          conçu pour les stocker.
        </p>
      </section>

      <section>
        <h3>Comment nous utilisons les informations</h3>
        <ul>
          <li>
            Pour créer votre compte, vous permettre de vous connecter et faire fonctionner vos activités et
            vos minuteurs de sécurité.
          </li>
          <li>
            Pour alerter vos héros. Lorsque vous utilisez le bouton d’urgence, ou lorsqu’un minuteur de
            sécurité arrive à zéro avant que vous ne l’arrêtiez avec votre code PIN, vos héros reçoivent un
            SMS contenant un code d’accès de 6 caractères. Avec ce code, ils peuvent consulter sur ce site web
            votre statut, votre position, les dernières informations que vous avez partagées et votre photo
            d’urgence.
          </li>
          <li>
            Pour vous envoyer les alertes d’urgence et les notifications push décrites dans notre Politique de
            consentement.
          </li>
          <li>Pour répondre à vos avis et à vos demandes d’assistance.</li>
          <li>
            Pour assurer la sécurité de {productName} et pour détecter et empêcher les abus, comme les
            tentatives de deviner des codes.
          </li>
          <li>
            Pour comprendre et améliorer le fonctionnement de l’application et du site web, sauf si vous
            désactivez les mesures d’audience.
          </li>
          <li>
            Pour vous envoyer des nouvelles de {productName}, sauf si vous refusez les communications
            marketing.
          </li>
        </ul>
      </section>

      <section>
        <h3>Comment nous partageons les informations</h3>
        <ul>
          <li>
            <strong>Avec vos héros</strong>, en cas d’urgence, comme décrit ci-dessus. Personne ne peut
            consulter vos informations sans code d’accès.
          </li>
          <li>
            <strong>Avec des prestataires de services</strong> qui hébergent nos serveurs, gèrent la
            connexion, stockent des données et acheminent les SMS et les notifications push pour notre compte.
            Ils ne peuvent utiliser vos informations que pour fournir ces services.
          </li>
          <li>
            <strong>Avec les services de notifications push des navigateurs de vos héros</strong> (comme
            Google, Mozilla, Apple ou Microsoft), qui acheminent les alertes qu’un héros a demandées : que
            l’urgence a été activée ou désactivée, qu’un minuteur de sécurité est arrivé à zéro et que le
            statut est terminé. Chaque alerte est chiffrée de bout en bout pour le navigateur du héros : le
            service de notifications push ne peut pas la lire et sait seulement quand elle est envoyée et à
            quel navigateur.
          </li>
          <li>
            <strong>Lorsque la loi l’exige</strong>, ou lorsque c’est nécessaire pour protéger la vie ou la
            sécurité d’une personne.
          </li>
        </ul>
        <p>
          Nous ne vendons pas vos informations personnelles, et nous ne partageons jamais votre position, vos
          activités ni vos héros avec des annonceurs.
        </p>
      </section>

      <section>
        <h3>Conservation des données</h3>
        <ul>
          <li>
            <strong>Les données de position et d’activité</strong> (vos positions et leur trajet, le nom que
            vous affichez, le numéro de téléphone que vous avez partagé, les informations que vous avez
            saisies, l’heure de fin, l’adresse de votre photo d’urgence et les réponses de vos héros) ne sont
            conservées que pendant que l’activité est en cours. Lorsque vous l’arrêtez, nous les supprimons
            immédiatement de nos serveurs. Pendant les {STATUS_RETENTION_HOURS} heures qui suivent, votre code
            d’accès indique seulement à vos héros « Ce statut est terminé. », et nous ne conservons rien
            d’autre à ce sujet ; ensuite, le code est oublié.
          </li>
          <li>
            <strong>Un minuteur de sécurité qui arrive à zéro</strong> avant que vous ne l’arrêtiez est une
            alarme, pas une fin : vos héros peuvent encore le voir, marqué comme expiré, jusqu’à{' '}
            {STATUS_RETENTION_HOURS} heures après son heure de fin. Nous le supprimons ensuite de la même
            manière. Nos serveurs recherchent ces données à leur démarrage, puis toutes les{' '}
            {STATUS_SWEEP_MINUTES} minutes.
          </li>
          <li>
            <strong>Une activité que l’application cesse de mettre à jour</strong> (par exemple sur un
            téléphone perdu) prend fin d’elle-même {STATUS_IDLE_DAYS} jours après sa dernière mise à jour,
            exactement comme si vous l’aviez arrêtée.
          </li>
          <li>
            <strong>Les alertes pour vos héros</strong> sont conservées jusqu’à ce que l’activité prenne fin
            de l’une de ces manières et que sa dernière alerte (« Ce statut est terminé. ») ait été envoyée ;
            nous les supprimons ensuite. Un héros peut les désactiver plus tôt.
          </li>
          <li>
            <strong>Les codes d’accès</strong> ne sont stockés que sous forme d’empreinte à clé, à partir de
            laquelle le code ne peut pas être retrouvé ; tant que les alertes d’un héros sont actives, ils
            sont aussi stockés sous forme chiffrée, afin que chaque alerte puisse mener à votre statut.
          </li>
          <li>
            <strong>Les données du compte</strong> (votre profil, vos héros, votre photo d’urgence et vos
            réglages) sont conservées tant que votre compte est actif et supprimées définitivement lorsque
            vous supprimez votre compte.
          </li>
          <li>
            <strong>Les avis</strong> sont conservés pendant {FEEDBACK_RETENTION_DAYS} jours après leur envoi,
            afin que nous puissions vous répondre et donner suite à ce que vous nous avez dit, puis ils sont
            supprimés automatiquement. Nous pouvons les supprimer plus tôt, une fois traités.
          </li>
        </ul>
      </section>

      <section>
        <h3>Ce que ce site web enregistre sur votre appareil</h3>
        <p>
          Ce site web ne dépose aucun cookie chez ses visiteurs et n’enregistre que les éléments suivants dans
          votre navigateur :
        </p>
        <ul>
          <li>
            <strong>Votre avis non envoyé.</strong> Pendant que vous rédigez votre avis, ce que vous avez
            saisi (y compris votre nom et votre adresse e-mail) est conservé dans cet onglet du navigateur,
            afin qu’un rechargement de la page ne le fasse pas perdre. Il est effacé dès l’envoi de votre avis
            et disparaît lorsque vous fermez l’onglet.
          </li>
          <li>
            <strong>Une copie du site web pour l’utiliser hors ligne.</strong> Les pages, les styles, les
            scripts et les images de ce site web sont stockés pour qu’il s’ouvre sans connexion. Cette copie
            ne contient aucune information personnelle : les codes d’accès, les statuts et les avis n’y sont
            jamais enregistrés. Elle est remplacée lors de chaque mise à jour du site web et conservée jusqu’à
            ce que vous effaciez les données de ce site dans votre navigateur.
          </li>
          <li>
            <strong>Le nom et le numéro d’appareil d’un héros.</strong> Lorsque vous répondez sous un statut
            sur la page Consultation héros, le nom que vous avez indiqué (le cas échéant) et un nombre
            aléatoire propre à ce navigateur sont conservés, afin que le nom soit déjà rempli la prochaine
            fois et que votre dernière réponse remplace les précédentes. Ils sont conservés jusqu’à ce que
            vous effaciez les données de ce site.
          </li>
          <li>
            <strong>Le code d’accès qu’un héros consulte.</strong> Pendant que la page Consultation héros
            affiche un statut, cet onglet du navigateur conserve son code d’accès (dans le stockage de session
            de l’onglet), afin que le statut s’affiche de nouveau sans ressaisir le code lorsque la page est
            rechargée ou que vous y revenez. Le statut lui-même n’est jamais conservé : il est redemandé à
            chaque fois. Le code est oublié lorsque le statut prend fin, lorsqu’un autre code est consulté,
            lorsque vous touchez « Oublier ce code » et lorsque vous fermez l’onglet.
          </li>
          <li>
            <strong>Le pays de votre numéro d’urgence.</strong> Lorsque vous choisissez un pays sous un statut
            sur la page Consultation héros, son code (par exemple GB) est conservé dans le stockage local du
            navigateur, sous le nom <code>emergency-number.country</code>, afin que la page vous propose le
            numéro d’urgence de ce pays la prochaine fois. Si vous n’en choisissez aucun, le numéro dépend des
            réglages de langue de votre navigateur, qui restent dans votre navigateur. Il est conservé jusqu’à
            ce que vous effaciez les données de ce site.
          </li>
          <li>
            <strong>La langue que vous avez choisie.</strong> La langue que vous choisissez dans la liste des
            langues (English, Español, Français, Português, العربية, 中文) est mémorisée sur votre appareil,
            dans le stockage local du navigateur, sous le nom <code>chosen-language</code>, jamais dans un
            cookie, afin que les pages du site s’ouvrent dans cette langue la prochaine fois. Lorsqu’une page
            vous propose de s’afficher dans la langue de votre navigateur, la langue proposée y est aussi
            enregistrée, sous le nom <code>offered-language</code>, afin de ne vous être proposée qu’une seule
            fois. Aucune de ces deux données ne nous est jamais envoyée. Elles sont conservées jusqu’à ce que
            vous effaciez les données de ce site.
          </li>
          <li>
            <strong>Un avis indiquant que le site web fonctionne hors ligne.</strong> Un réglage mémorise que
            vous avez déjà vu ce message, afin qu’il ne s’affiche qu’une seule fois. Il est conservé jusqu’à
            ce que vous effaciez les données de ce site.
          </li>
        </ul>
      </section>

      <section>
        <h3>Sécurité des données</h3>
        <p>
          Nous protégeons vos informations par un chiffrement pendant leur transmission, par des contrôles
          d’accès qui limitent qui peut les voir et par des codes d’accès, afin que seuls vos héros puissent
          consulter vos informations d’urgence. Le code PIN de votre minuteur de sécurité garantit que vous
          seul pouvez l’arrêter.
        </p>
        <p>
          Vous pouvez y contribuer : verrouillez votre téléphone, ne communiquez votre code PIN à personne et
          demandez à vos héros de garder leurs codes d’accès pour eux. Aucun système n’est parfaitement sûr ;
          si une violation de données venait à toucher vos informations, nous vous en informerions comme la
          loi l’exige.
        </p>
      </section>

      <section>
        <h3>Vos droits</h3>
        <p>Vous gardez la maîtrise de vos informations personnelles. Vous pouvez :</p>
        <ul>
          <li>
            <strong>Y accéder et les corriger.</strong> Consulter et mettre à jour votre profil et vos héros
            dans les réglages de l’application, ou nous demander une copie des informations que nous détenons
            sur vous en écrivant à {privacyLink}.
          </li>
          <li>
            <strong>Les supprimer.</strong> Dans l’application, allez dans Settings (Réglages), puis Account
            Settings (Réglages du compte), puis Delete Account (Supprimer le compte). Les étapes sont aussi
            décrites sur notre <a href="/fr/accountDeletion">page de suppression du compte</a>. Si vous n’avez
            plus l’application, écrivez à {privacyLink}.
          </li>
          <li>
            <strong>Refuser.</strong> Désactiver le marketing, les notifications sans caractère d’urgence, le
            partage de position avec certains contacts et les mesures d’audience, comme l’explique notre{' '}
            <a href="/fr/privacyPolicies?tab=optin">Politique de consentement</a>, et retirer à tout moment
            l’autorisation d’accès à la position ou aux notifications dans les réglages de votre appareil.
          </li>
        </ul>
        <p>
          Selon l’endroit où vous vivez, vous pouvez disposer d’autres droits en vertu de la législation
          locale ; nous les respectons. Nous pouvons vous demander de confirmer qu’un compte vous appartient
          avant de donner suite à une demande, et nous répondons dans le délai prévu par la loi.
        </p>
      </section>

      <section>
        <h3>Protection des mineurs</h3>
        <p>
          {productName} ne s’adresse pas aux enfants de moins de 13 ans, et nous ne collectons pas sciemment
          leurs informations. Si vous pensez qu’un enfant nous a communiqué des informations personnelles,
          écrivez à {privacyLink} et nous les supprimerons.
        </p>
      </section>

      <section>
        <h3>Modifications de la présente politique</h3>
        <p>
          Nous pouvons mettre à jour la présente politique lorsque {productName} évolue ou que la loi l’exige.
          Nous modifierons la date de « Dernière mise à jour » indiquée en haut de la page et, lorsqu’un
          changement est important, nous vous en informerons dans l’application ou par e-mail avant son entrée
          en vigueur.
        </p>
      </section>

      <section>
        <h3>Nous contacter</h3>
        <p>Des questions sur la présente politique ou sur vos informations ? Écrivez à {privacyLink}.</p>
      </section>
    </article>
  );
}
