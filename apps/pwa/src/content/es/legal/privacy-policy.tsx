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

/** The Spanish Privacy Policy, the default tab of the Spanish Legal Documents page. */
export function PrivacyPolicy({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;
  const privacyLink = <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a>;

  return (
    <article className="legal-document">
      <DocumentHead title={LEGAL_WORDS.privacy} updated="2026-11-29" />
      <p>
        Esta política explica qué información recopila {productName}, por qué la recopilamos, cuánto tiempo la
        conservamos y qué opciones tiene usted. Se aplica a la aplicación móvil {productName} para iOS y
        Android y a este sitio web. &ldquo;Nosotros&rdquo;, &ldquo;nos&rdquo; y &ldquo;nuestro&rdquo; se
        refieren al operador de {productName}.
      </p>
      <p>
        {productName} existe para ayudar a que las personas de su confianza puedan comunicarse con usted
        cuando algo sale mal. Solo recopilamos lo que esa tarea requiere, y conservamos su ubicación solo
        mientras hay una actividad en curso.
      </p>

      <section>
        <h3>Información que recopilamos</h3>
        <ul>
          <li>
            <strong>Información de la cuenta.</strong> Su nombre y su dirección de correo electrónico, que
            usted nos proporciona al crear una cuenta y que le permiten iniciar sesión.
          </li>
          <li>
            <strong>Datos de ubicación y de actividad.</strong> Cuando usted inicia una actividad o un
            temporizador de seguridad: los datos que ingresa (por ejemplo, con quién está, qué está haciendo y
            dónde), el nombre que elige mostrar a sus héroes (cualquier persona que tenga su código de acceso
            lo ve), las horas de inicio y de finalización, la ubicación de su dispositivo (su precisión y
            cuándo la tomó su teléfono) cada vez que se informa mientras la actividad está en curso (las
            últimas 100 posiciones, que sus héroes ven como un recorrido en un mapa) y el nivel de batería del
            dispositivo, y las respuestas que sus héroes dan en la página Consulta para héroes (si ya la
            vieron, si van en camino o si llamaron a los servicios de emergencia, con el nombre que decidieron
            indicar, y la dirección de red desde la que se envió cada respuesta, para que una sola dirección
            no pueda ocupar todos los lugares disponibles para respuestas). Conservamos estos datos solo
            mientras la actividad está en curso, como se describe en Conservación de datos.
          </li>
          <li>
            <strong>Su número de teléfono para sus héroes.</strong> Solo si usted lo activa para una
            actividad: el número de teléfono que elige compartir, para que sus héroes puedan llamarle o
            enviarle un mensaje desde la página de consulta (cualquier persona que tenga su código de acceso
            lo ve). Nunca forma parte de una alerta y se elimina junto con el resto de la actividad. Una
            página de consulta que estaba abierta cuando la actividad finalizó lo sigue mostrando hasta que se
            cierra; no se guarda en el dispositivo del héroe.
          </li>
          <li>
            <strong>Contactos de emergencia (héroes).</strong> Los nombres y números de teléfono de las
            personas que usted elige como sus héroes, para que podamos enviarles un mensaje de texto en caso
            de emergencia. Agregue únicamente a personas que hayan aceptado ser sus héroes.
          </li>
          <li>
            <strong>Foto de emergencia.</strong> La foto que usted elige compartir con sus héroes en caso de
            emergencia, si agrega una.
          </li>
          <li>
            <strong>Alertas para sus héroes.</strong> Cuando un héroe le pide a este sitio web que le envíe
            alertas sobre el estado de usted, conservamos la dirección de notificaciones push que nos
            proporciona el navegador del héroe (una dirección en el servicio de notificaciones push del
            fabricante de ese navegador), las claves que cifran las alertas para ese navegador, el código de
            acceso que utilizó, cifrado con una clave de nuestros servidores, y la dirección de red desde la
            que se envió la solicitud (para que una sola dirección no pueda ocupar todos los lugares
            disponibles para alertas). La suscripción también registra el idioma de la página en la que se
            realizó, para que sus alertas se redacten en ese idioma; este dato se elimina junto con la
            suscripción. No conservamos nada más sobre el héroe.
          </li>
          <li>
            <strong>Comentarios.</strong> Cuando usted envía comentarios a través de este sitio web: su
            nombre, su dirección de correo electrónico, el asunto y el mensaje.
          </li>
          <li>
            <strong>Información técnica.</strong> Información básica sobre el funcionamiento de la aplicación
            y del sitio web, como el tipo de dispositivo, la versión del sistema operativo, los informes de
            fallos y los tiempos de carga de las páginas. Usted puede desactivar la analítica en cualquier
            momento.
          </li>
        </ul>
        <p>
          No solicitamos historiales médicos ni datos de cuentas financieras, y {productName} no está diseñado
          para almacenarlos.
        </p>
      </section>

      <section>
        <h3>Cómo usamos la información</h3>
        <ul>
          <li>
            Para crear su cuenta, permitirle iniciar sesión y ejecutar sus actividades y temporizadores de
            seguridad.
          </li>
          <li>
            Para alertar a sus héroes. Cuando usted usa el interruptor de emergencia, o cuando un temporizador
            de seguridad llega a cero antes de que usted lo detenga con su PIN, sus héroes reciben un mensaje
            de texto con un código de acceso de 6 caracteres. Con ese código pueden consultar en este sitio
            web su estado, su ubicación, la última información que usted compartió y su foto de emergencia.
          </li>
          <li>
            Para enviarle las alertas de emergencia y las notificaciones push que se describen en nuestra
            Política de consentimiento.
          </li>
          <li>Para responder a sus comentarios y solicitudes de soporte.</li>
          <li>
            Para mantener la seguridad de {productName} y para detectar y prevenir usos indebidos, como los
            intentos de adivinar códigos.
          </li>
          <li>
            Para comprender y mejorar el funcionamiento de la aplicación y del sitio web, salvo que usted
            desactive la analítica.
          </li>
          <li>
            Para enviarle novedades sobre {productName}, salvo que usted se excluya de las comunicaciones de
            marketing.
          </li>
        </ul>
      </section>

      <section>
        <h3>Cómo compartimos la información</h3>
        <ul>
          <li>
            <strong>Con sus héroes</strong>, en caso de emergencia, como se describe más arriba. Nadie que no
            tenga un código de acceso puede consultar su información.
          </li>
          <li>
            <strong>Con proveedores de servicios</strong> que alojan nuestros servidores, gestionan el inicio
            de sesión, almacenan datos y entregan mensajes de texto y notificaciones push en nuestro nombre.
            Solo pueden usar su información para prestar estos servicios.
          </li>
          <li>
            <strong>Con los servicios de notificaciones push de los navegadores de sus héroes</strong> (como
            Google, Mozilla, Apple o Microsoft), que entregan las alertas que un héroe solicitó: que la
            emergencia se activó o se desactivó, que un temporizador de seguridad llegó a cero y que el estado
            finalizó. Cada alerta está cifrada de extremo a extremo para el navegador del héroe: el servicio
            de notificaciones push no puede leerla y solo sabe cuándo se envía y a qué navegador.
          </li>
          <li>
            <strong>Cuando la ley lo exige</strong>, o cuando es necesario para proteger la vida o la
            seguridad de alguien.
          </li>
        </ul>
        <p>
          No vendemos su información personal, y nunca compartimos su ubicación, sus actividades ni sus héroes
          con anunciantes.
        </p>
      </section>

      <section>
        <h3>Conservación de datos</h3>
        <ul>
          <li>
            <strong>Los datos de ubicación y de actividad</strong> (sus ubicaciones y su recorrido, el nombre
            que muestra, el número de teléfono que compartió, los datos que ingresó, la hora de finalización,
            la dirección de su foto de emergencia y las respuestas de sus héroes) se conservan solo mientras
            la actividad está en curso. Cuando usted la detiene, los eliminamos de nuestros servidores de
            inmediato. Durante las {STATUS_RETENTION_HOURS} horas siguientes, su código de acceso solo les
            indica a sus héroes &ldquo;Este estado ha finalizado.&rdquo;, y no conservamos nada más al
            respecto; después, el código se descarta.
          </li>
          <li>
            <strong>Un temporizador de seguridad que llega a cero</strong> antes de que usted lo detenga es
            una alarma, no una finalización: sus héroes todavía pueden verlo, marcado como vencido, hasta{' '}
            {STATUS_RETENTION_HOURS} horas después de su hora de finalización. Luego lo eliminamos de la misma
            manera. Nuestros servidores buscan esos datos al iniciarse y cada {STATUS_SWEEP_MINUTES} minutos.
          </li>
          <li>
            <strong>Una actividad que la aplicación deja de actualizar</strong> (por ejemplo, en un teléfono
            perdido) finaliza por sí sola {STATUS_IDLE_DAYS} días después de su última actualización,
            exactamente como si usted la hubiera detenido.
          </li>
          <li>
            <strong>Las alertas para sus héroes</strong> se conservan hasta que la actividad finaliza de
            cualquiera de estas formas y se envía su última alerta (&ldquo;Este estado ha finalizado.&rdquo;);
            luego las eliminamos. Un héroe puede desactivarlas antes.
          </li>
          <li>
            <strong>Los códigos de acceso</strong> se almacenan solo como un hash con clave, a partir del cual
            no se puede recuperar el código; mientras las alertas de un héroe están activas, también se
            almacenan cifrados, para que cada alerta pueda enlazar a su estado.
          </li>
          <li>
            <strong>Los datos de la cuenta</strong> (su perfil, sus héroes, su foto de emergencia y su
            configuración) se conservan mientras su cuenta está activa y se eliminan de forma permanente
            cuando usted elimina su cuenta.
          </li>
          <li>
            <strong>Los comentarios</strong> se conservan durante {FEEDBACK_RETENTION_DAYS} días después de
            que usted los envía, para que podamos responderle y actuar en función de lo que nos dijo, y luego
            se eliminan automáticamente. Podemos eliminarlos antes, una vez atendidos.
          </li>
        </ul>
      </section>

      <section>
        <h3>Lo que este sitio web guarda en su dispositivo</h3>
        <p>
          Este sitio web no instala cookies para los visitantes y solo guarda lo siguiente en su navegador:
        </p>
        <ul>
          <li>
            <strong>Sus comentarios sin enviar.</strong> Mientras usted escribe comentarios, lo que ha escrito
            (incluidos su nombre y su correo electrónico) se guarda en esta pestaña del navegador para que no
            se pierda si se recarga la página. Se borra en cuanto se envían los comentarios y desaparece
            cuando usted cierra la pestaña.
          </li>
          <li>
            <strong>Una copia del sitio web para usarlo sin conexión.</strong> Las páginas, los estilos, los
            scripts y las imágenes de este sitio web se almacenan para que se abra sin conexión. La copia no
            contiene información personal: los códigos de acceso, los estados y los comentarios nunca se
            guardan en ella. Se reemplaza cuando se actualiza el sitio web y se conserva hasta que usted borre
            los datos de este sitio en su navegador.
          </li>
          <li>
            <strong>El nombre y el número de dispositivo de un héroe.</strong> Cuando usted responde debajo de
            un estado en la página Consulta para héroes, se guardan el nombre que indicó (si lo indicó) y un
            número aleatorio para este navegador, para que el nombre aparezca ya escrito la próxima vez y su
            respuesta más reciente reemplace a las anteriores. Se conservan hasta que usted borre los datos de
            este sitio.
          </li>
          <li>
            <strong>El código de acceso que consulta un héroe.</strong> Mientras la página Consulta para
            héroes muestra un estado, esta pestaña del navegador guarda su código de acceso (en el
            almacenamiento de sesión de la pestaña), para que, al recargar la página o al volver a ella, el
            estado se muestre de nuevo sin tener que escribir el código. El estado en sí nunca se guarda: se
            solicita de nuevo cada vez. El código se olvida cuando el estado finaliza, cuando se consulta otro
            código, cuando usted toca &ldquo;Olvidar este código&rdquo; y cuando cierra la pestaña.
          </li>
          <li>
            <strong>El país de su número de emergencia.</strong> Cuando usted elige un país debajo de un
            estado en la página Consulta para héroes, su código (por ejemplo, GB) se guarda en el
            almacenamiento local del navegador, con el nombre <code>emergency-number.country</code>, para que
            la página le ofrezca el número de emergencia de ese país la próxima vez. Si usted no elige
            ninguno, el número depende de la configuración de idioma de su navegador, que permanece en su
            navegador. Se conserva hasta que usted borre los datos de este sitio.
          </li>
          <li>
            <strong>El idioma que eligió.</strong> El idioma que usted elige en la lista de idiomas (English,
            Español, Français, Português, العربية, 中文) se recuerda en su dispositivo, en el almacenamiento
            local del navegador, con el nombre <code>chosen-language</code>, nunca en una cookie, para que las
            páginas del sitio se abran en ese idioma la próxima vez. Cuando una página le ofrece verse en el
            idioma de su navegador, el idioma ofrecido también se guarda allí, con el nombre{' '}
            <code>offered-language</code>, para que se ofrezca una sola vez. Ninguno de los dos se nos envía
            nunca. Se conservan hasta que usted borre los datos de este sitio.
          </li>
          <li>
            <strong>Un aviso de que el sitio web funciona sin conexión.</strong> Una opción recuerda que usted
            ya vio este mensaje, para que se muestre solo una vez. Se conserva hasta que usted borre los datos
            de este sitio.
          </li>
        </ul>
      </section>

      <section>
        <h3>Seguridad de los datos</h3>
        <p>
          Protegemos su información con cifrado en tránsito, con controles de acceso que limitan quién puede
          verla y con códigos de acceso, para que solo sus héroes puedan consultar su información de
          emergencia. El PIN de su temporizador de seguridad garantiza que solo usted pueda detenerlo.
        </p>
        <p>
          Usted puede ayudar: bloquee su teléfono, no comparta su PIN con nadie y pida a sus héroes que no
          compartan sus códigos de acceso. Ningún sistema es perfectamente seguro; si alguna vez una violación
          de seguridad afecta a su información, se lo comunicaremos según lo exija la ley.
        </p>
      </section>

      <section>
        <h3>Sus derechos</h3>
        <p>Usted tiene el control de su información personal. Puede:</p>
        <ul>
          <li>
            <strong>Acceder a ella y corregirla.</strong> Ver y actualizar su perfil y sus héroes en la
            configuración de la aplicación, o pedirnos una copia de la información que tenemos sobre usted
            escribiendo a {privacyLink}.
          </li>
          <li>
            <strong>Eliminarla.</strong> En la aplicación, vaya a Settings (Ajustes), luego a Account Settings
            (Ajustes de la cuenta) y luego a Delete Account (Eliminar cuenta). Los pasos también se indican en
            nuestra <a href="/es/accountDeletion">página de eliminación de la cuenta</a>. Si ya no tiene la
            aplicación, escriba a {privacyLink}.
          </li>
          <li>
            <strong>Excluirse.</strong> Desactivar el marketing, las notificaciones que no son de emergencia,
            el uso compartido de la ubicación con contactos específicos y la analítica, como explica nuestra{' '}
            <a href="/es/privacyPolicies?tab=optin">Política de consentimiento</a>, y retirar en cualquier
            momento el permiso de ubicación o de notificaciones en la configuración de su dispositivo.
          </li>
        </ul>
        <p>
          Según el lugar donde viva, es posible que tenga otros derechos en virtud de la legislación local;
          los respetamos. Es posible que le pidamos que confirme que una cuenta le pertenece antes de atender
          una solicitud, y respondemos dentro del plazo que permite la ley.
        </p>
      </section>

      <section>
        <h3>Privacidad de los menores</h3>
        <p>
          {productName} no está dirigido a menores de 13 años, y no recopilamos a sabiendas su información. Si
          cree que un menor nos ha proporcionado información personal, escriba a {privacyLink} y la
          eliminaremos.
        </p>
      </section>

      <section>
        <h3>Cambios en esta política</h3>
        <p>
          Podemos actualizar esta política cuando {productName} cambie o cuando la ley lo exija. Cambiaremos
          la fecha de &ldquo;Última actualización&rdquo; que aparece al principio y, cuando un cambio sea
          importante, se lo comunicaremos en la aplicación o por correo electrónico antes de que entre en
          vigor.
        </p>
      </section>

      <section>
        <h3>Contacto</h3>
        <p>¿Tiene preguntas sobre esta política o sobre su información? Escriba a {privacyLink}.</p>
      </section>
    </article>
  );
}
