import LEGAL_WORDS from 'words:legal';
import type { ContentSettings } from '../../content-settings';
import { DocumentHead } from './document-head';
import '../../legal/legal.css';

/** The Spanish Opt-in Policy: what using the app means agreeing to, and what can be turned off. */
export function OptInPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <DocumentHead title={LEGAL_WORDS.optin} updated="2026-11-22" />
      <p>
        {productName} solo puede ayudar en una emergencia si puede enviarle notificaciones a usted y a sus
        héroes y usar su ubicación. Esta política explica lo que usted acepta al usar {productName} y lo que
        puede desactivar.
      </p>

      <section>
        <h3>Lo que usted acepta</h3>
        <p>Al usar {productName}, usted acepta:</p>
        <ul>
          <li>
            <strong>Recibir notificaciones y alertas de emergencia</strong>, por ejemplo, cuando un
            temporizador de seguridad está por llegar a cero o cuando se ha activado una emergencia.
          </li>
          <li>
            <strong>Compartir su ubicación con sus contactos de emergencia (héroes)</strong> en caso de
            emergencia. Sus héroes reciben un mensaje de texto con un código de acceso de 6 caracteres que les
            permite ver su ubicación y la última información que usted compartió.
          </li>
          <li>
            <strong>Permitir el acceso a la ubicación de su dispositivo</strong> mientras una actividad o un
            temporizador de seguridad está en curso, mediante la solicitud de permiso de su dispositivo.
          </li>
          <li>
            <strong>Recibir notificaciones push</strong> sobre sus actividades y temporizadores de seguridad,
            recordatorios y avisos importantes sobre su cuenta o el servicio.
          </li>
        </ul>
      </section>

      <section>
        <h3>Mensajes de texto a sus héroes</h3>
        <p>
          Al agregar a un héroe, usted confirma que esa persona ha aceptado recibir de {productName} mensajes
          de texto de emergencia en nombre de usted. Es posible que se apliquen las tarifas de mensajes y
          datos del operador del héroe. Un héroe que ya no desee recibir estos mensajes puede pedirle a usted
          que lo quite de sus héroes, o escribir a {privacyLink}.
        </p>
      </section>

      <section>
        <h3>De qué puede excluirse</h3>
        <p>Usted puede excluirse de:</p>
        <ul>
          <li>las comunicaciones de marketing;</li>
          <li>las notificaciones que no son de emergencia;</li>
          <li>el uso compartido de la ubicación con contactos específicos;</li>
          <li>la recopilación de datos de analítica.</li>
        </ul>
        <p>
          Las notificaciones de emergencia y el uso compartido de su ubicación con los héroes que conserve son
          lo que hace funcionar {productName}, por lo que permanecen activos mientras usa la aplicación. Para
          detenerlos por completo, elimine su cuenta como explica nuestra{' '}
          <a href="/es/accountDeletion">página de eliminación de la cuenta</a>.
        </p>
      </section>

      <section>
        <h3>Cómo excluirse</h3>
        <ul>
          <li>
            <strong>En la aplicación:</strong> abra Configuración y cambie sus opciones de notificaciones, de
            héroes y de privacidad.
          </li>
          <li>
            <strong>Por correo electrónico:</strong> escriba a {privacyLink} desde la dirección de su cuenta e
            indíquenos de qué desea excluirse.
          </li>
        </ul>
        <p>
          También puede retirar en cualquier momento el permiso de ubicación o de notificaciones en la
          configuración de su dispositivo, pero en ese caso {productName} no podrá alertar a sus héroes ni
          compartir su ubicación con ellos.
        </p>
      </section>

      <section>
        <h3>Cambios en esta política</h3>
        <p>
          Podemos actualizar esta política a medida que {productName} cambie. Cambiaremos la fecha de
          &ldquo;Última actualización&rdquo; que aparece arriba y le informaremos en la aplicación sobre los
          cambios importantes. Nuestra <a href="/es/privacyPolicies?tab=privacy">Política de privacidad</a>{' '}
          explica cómo tratamos su información.
        </p>
      </section>
    </article>
  );
}
