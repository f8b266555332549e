import LEGAL_WORDS from 'words:legal';
import type { ContentSettings } from '../../content-settings';
import { DocumentHead } from './document-head';
import '../../legal/legal.css';

/** The Spanish End User License Agreement, with the 17 numbered sections of the English version in their order. */
export function Eula({ settings }: { settings: ContentSettings }) {
  const { productName, contactEmail } = settings;
  const contactLink = <a href={`mailto:${contactEmail}`}>{contactEmail}</a>;

  return (
    <article className="legal-document">
      <DocumentHead title={LEGAL_WORDS.eula} updated="2024-08-24" />
      <p>
        Este Contrato de licencia para el usuario final (el &ldquo;Contrato&rdquo;) se celebra entre usted y
        el operador de {productName} (&ldquo;nosotros&rdquo;). Establece las condiciones en las que usted
        puede usar la aplicación móvil {productName} (la &ldquo;Aplicación&rdquo;). Al descargar, instalar o
        usar la Aplicación, usted acepta este Contrato. Si no lo acepta, no use la Aplicación.
      </p>
      <p>
        La Aplicación se le otorga bajo licencia, no se le vende. Apple Inc. y Google LLC (las
        &ldquo;Tiendas&rdquo;) no son partes de este Contrato y no son responsables de la Aplicación ni de su
        contenido.
      </p>

      <section>
        <h3>1. La aplicación</h3>
        <p>
          {productName} es un acompañante de seguridad personal. Le permite elegir contactos de emergencia
          (héroes), registrar actividades, usar un temporizador de seguridad que comparte su ubicación solo
          mientras está en marcha y que se detiene con su PIN, guardar una foto de emergencia y usar un
          interruptor de emergencia que avisa a sus héroes con su ubicación y su última información y le
          ofrece una forma rápida de llamar al 911.
        </p>
        <p>
          {productName} no es un servicio de emergencia. No se comunica por usted con la policía, los bomberos
          ni los servicios médicos, y no puede garantizar que una notificación llegue a sus héroes. En caso de
          emergencia, llame al 911 o al número de emergencia local.
        </p>
        <p>
          La Aplicación no está destinada a usarse en situaciones sujetas a normativas sectoriales sobre datos
          de salud o privacidad financiera, como la Ley de Portabilidad y Responsabilidad del Seguro Médico
          (Health Insurance Portability and Accountability Act, HIPAA) o la Ley Gramm-Leach-Bliley (GLBA) de
          los Estados Unidos. Si su uso estuviera sujeto a dichas leyes, no puede usar la Aplicación para ese
          fin.
        </p>
      </section>

      <section>
        <h3>2. Alcance de la licencia</h3>
        <p>
          Le otorgamos una licencia personal, no exclusiva, intransferible y revocable para instalar y usar la
          Aplicación en dispositivos de su propiedad o bajo su control, según lo permitan las normas de uso de
          la Tienda de la que la obtuvo. Usted no puede:
        </p>
        <ul>
          <li>
            vender, alquilar, prestar, compartir ni sublicenciar la Aplicación, ni ponerla a disposición a
            través de una red;
          </li>
          <li>
            copiar, modificar, descompilar o aplicar ingeniería inversa a la Aplicación, ni intentar extraer
            su código fuente, salvo en la medida en que la ley lo permita expresamente;
          </li>
          <li>
            eliminar ni modificar ningún aviso de derechos de autor, de marca registrada ni de otro tipo que
            figure en la Aplicación;
          </li>
          <li>
            usar la Aplicación para acosar, rastrear o vigilar a cualquier persona sin su consentimiento, ni
            para dar falsas alarmas;
          </li>
          <li>
            interferir con los servidores de la Aplicación ni intentar adivinar los códigos de acceso de otros
            usuarios.
          </li>
        </ul>
        <p>
          Estas condiciones también se aplican a cualquier actualización de la Aplicación que reemplace o
          complemente la original.
        </p>
      </section>

      <section>
        <h3>3. Requisitos técnicos</h3>
        <p>
          La Aplicación requiere una versión compatible de iOS o Android, una conexión de red y permiso para
          usar la ubicación de su dispositivo y para mostrar notificaciones. Sus héroes necesitan un teléfono
          que pueda recibir mensajes de texto. Los modos de ahorro de batería, los permisos desactivados, la
          mala cobertura o un sistema operativo desactualizado pueden impedir que algunas funciones operen.
        </p>
        <p>
          Procuramos que la Aplicación siga funcionando con las versiones actuales de los sistemas operativos,
          pero no prometemos ser compatibles con todos los dispositivos. Usted es responsable de su
          dispositivo y de cualquier cargo por datos o mensajes que le cobre su operador.
        </p>
      </section>

      <section>
        <h3>4. Mantenimiento y soporte</h3>
        <p>
          Solo nosotros somos responsables del mantenimiento y el soporte de la Aplicación, y puede
          comunicarse con nosotros en {contactLink}. Las Tiendas no tienen ninguna obligación de prestar
          servicios de mantenimiento o soporte para la Aplicación.
        </p>
      </section>

      <section>
        <h3>5. Uso de datos</h3>
        <p>
          Usted acepta que podamos recopilar y usar información sobre usted y su dispositivo, tal como lo
          describe nuestra <a href="/es/privacyPolicies?tab=privacy">Política de privacidad</a>, para
          proporcionar la Aplicación, mantenerla segura y mejorarla. Los datos de ubicación y de actividad se
          conservan solo mientras dura una actividad. Los datos de la cuenta se conservan mientras su cuenta
          está activa y se eliminan de forma permanente cuando usted la elimina. Nuestra{' '}
          <a href="/es/privacyPolicies?tab=optin">Política de consentimiento</a> explica las notificaciones
          que usted recibe y de cuáles puede excluirse.
        </p>
      </section>

      <section>
        <h3>6. Contribuciones generadas por los usuarios</h3>
        <p>
          La Aplicación le permite agregar contenido como los datos de sus actividades, los nombres y números
          de teléfono de sus héroes, una foto de emergencia y comentarios (las &ldquo;Contribuciones&rdquo;).
          Usted es responsable de sus Contribuciones. Al agregarlas, usted confirma que:
        </p>
        <ul>
          <li>
            tiene derecho a compartirlas, y cada héroe ha aceptado recibir de usted mensajes de texto de
            emergencia;
          </li>
          <li>son exactas y no son falsas, engañosas, amenazantes, obscenas ni ilícitas;</li>
          <li>
            no infringen los derechos de ninguna persona, incluidos los derechos de autor, de privacidad y de
            imagen;
          </li>
          <li>no contienen virus ni otro código dañino.</li>
        </ul>
        <p>
          Podemos eliminar las Contribuciones que infrinjan estas normas y suspender las cuentas que se usen
          para infringirlas.
        </p>
      </section>

      <section>
        <h3>7. Licencia sobre las contribuciones</h3>
        <p>
          Usted conserva la titularidad de sus Contribuciones. Nos otorga una licencia mundial y libre de
          regalías para alojarlas, almacenarlas, copiarlas, procesarlas y transmitirlas solo en la medida
          necesaria para operar la Aplicación, por ejemplo, para mostrar su ubicación y su foto de emergencia
          a sus héroes. Esta licencia finaliza cuando usted elimina la Contribución o su cuenta, salvo en lo
          que respecta a las copias que debamos conservar por ley.
        </p>
        <p>
          Si nos envía ideas o sugerencias, podemos usarlas para mejorar {productName} sin contraer ninguna
          obligación con usted.
        </p>
      </section>

      <section>
        <h3>8. Responsabilidad</h3>
        <p>
          {productName} le ayuda a comunicarse con las personas de su confianza, pero no reemplaza su propio
          criterio ni los servicios de emergencia. En la máxima medida permitida por la ley, no somos
          responsables de ningún daño indirecto, incidental, especial o consecuente, ni de los perjuicios
          causados por una notificación que se retrasó o no se entregó debido a su dispositivo, su
          configuración, su batería, su red o su operador.
        </p>
        <p>
          En la máxima medida permitida por la ley, nuestra responsabilidad total ante usted por todas las
          reclamaciones relacionadas con la Aplicación se limita al monto que usted haya pagado por ella, si
          lo hubiera. Nada de lo dispuesto en este Contrato limita la responsabilidad que no puede limitarse
          por ley, como la responsabilidad por muerte o lesiones personales causadas por nuestra negligencia o
          por fraude.
        </p>
      </section>

      <section>
        <h3>9. Garantía</h3>
        <p>
          Garantizamos que la Aplicación está libre de virus y de otro software malicioso en el momento en que
          usted la descarga. Aparte de esto, y en la máxima medida permitida por la ley, la Aplicación se
          proporciona &ldquo;tal cual&rdquo; y &ldquo;según disponibilidad&rdquo;, sin ninguna otra garantía,
          y no prometemos que esté siempre disponible, que funcione sin interrupciones ni que esté libre de
          errores.
        </p>
        <p>
          Si la Aplicación no cumple con alguna garantía aplicable, usted puede notificarlo a la Tienda de la
          que la obtuvo, y esa Tienda podrá reembolsarle el precio de compra que haya pagado, si lo hubiera.
          En la máxima medida permitida por la ley, las Tiendas no tienen ninguna otra obligación de garantía
          con respecto a la Aplicación.
        </p>
      </section>

      <section>
        <h3>10. Reclamaciones relacionadas con el producto</h3>
        <p>
          Nosotros, y no las Tiendas, somos responsables de atender cualquier reclamación que usted o un
          tercero presente en relación con la Aplicación o con el uso que usted haga de ella, incluidas las
          reclamaciones por responsabilidad del producto, las reclamaciones de que la Aplicación no cumple
          algún requisito legal o reglamentario y las reclamaciones en virtud de leyes de protección al
          consumidor, de privacidad o similares.
        </p>
        <p>
          Si usted usa la Aplicación con fines comerciales, cualquier reclamación contra nosotros debe
          presentarse dentro de los 12 meses siguientes al momento en que surja. Si usted es consumidor, se
          aplican los plazos de prescripción de su legislación local.
        </p>
      </section>

      <section>
        <h3>11. Cumplimiento legal</h3>
        <p>
          Usted confirma que no se encuentra en un país sujeto a un embargo del Gobierno de los Estados Unidos
          ni designado como país que apoya el terrorismo, y que no figura en ninguna lista del Gobierno de los
          Estados Unidos de partes prohibidas o restringidas. Usted se compromete a usar la Aplicación de
          conformidad con las leyes que le sean aplicables, incluidas las leyes sobre el consentimiento para
          compartir la ubicación y para recibir mensajes de texto.
        </p>
      </section>

      <section>
        <h3>12. Información de contacto</h3>
        <p>
          Si tiene preguntas, quejas, reclamaciones o comentarios sobre la Aplicación, escriba a {contactLink}{' '}
          o use nuestro <a href="/es/feedback">formulario de comentarios</a>.
        </p>
      </section>

      <section>
        <h3>13. Terminación</h3>
        <p>
          Esta licencia está vigente hasta que usted o nosotros le pongamos fin. Usted puede ponerle fin en
          cualquier momento eliminando su cuenta, como explica nuestra{' '}
          <a href="/es/accountDeletion">página de eliminación de la cuenta</a>, y quitando la Aplicación de
          sus dispositivos. Sus derechos se extinguen automáticamente, sin previo aviso, si usted incumple
          cualquier condición de este Contrato. Cuando la licencia termine, usted deberá dejar de usar la
          Aplicación y eliminar todas sus copias.
        </p>
      </section>

      <section>
        <h3>14. Terceros beneficiarios</h3>
        <p>
          Usted debe cumplir las condiciones de cualquier acuerdo con terceros que se aplique cuando usa la
          Aplicación, como su contrato de servicio de datos inalámbricos. Apple Inc., Google LLC y sus
          subsidiarias son terceros beneficiarios de este Contrato. Una vez que usted lo acepte, cada una de
          ellas tendrá el derecho, y se considerará que ha aceptado el derecho, de hacer valer este Contrato
          frente a usted como tercero beneficiario.
        </p>
      </section>

      <section>
        <h3>15. Propiedad intelectual</h3>
        <p>
          La Aplicación, su nombre, su logotipo, su diseño y su código nos pertenecen a nosotros o a nuestros
          licenciantes y están protegidos por las leyes de propiedad intelectual. Si un tercero alega que la
          Aplicación, o la posesión y el uso que usted hace de ella, infringe sus derechos de propiedad
          intelectual, nosotros, y no las Tiendas, seremos los únicos responsables de la investigación, la
          defensa, la resolución y la liquidación de dicha reclamación.
        </p>
      </section>

      <section>
        <h3>16. Legislación aplicable</h3>
        <p>
          Este Contrato se rige por las leyes de la Mancomunidad de Virginia (Commonwealth of Virginia),
          Estados Unidos, sin tener en cuenta sus normas sobre conflictos de leyes. Si usted es un consumidor
          que vive en otro lugar, conserva la protección de cualquier disposición imperativa de la legislación
          del lugar donde vive.
        </p>
      </section>

      <section>
        <h3>17. Disposiciones varias</h3>
        <ul>
          <li>
            Si alguna condición de este Contrato se considera inválida, las demás condiciones siguen vigentes,
            y la condición inválida se reemplaza por una válida que se acerque lo más posible a su finalidad.
          </li>
          <li>
            Este Contrato, junto con la Política de privacidad y la Política de consentimiento, constituye el
            acuerdo completo entre usted y nosotros con respecto a la Aplicación.
          </li>
          <li>
            Si no exigimos el cumplimiento de una condición de inmediato, no renunciamos por ello a nuestro
            derecho a exigirlo más adelante.
          </li>
          <li>
            Podemos actualizar este Contrato. Cambiaremos la fecha de &ldquo;Última actualización&rdquo; que
            aparece arriba y le informaremos en la Aplicación sobre los cambios importantes; si usted sigue
            usando la Aplicación después, significa que los acepta.
          </li>
          <li>
            Usted no puede transferir los derechos que le otorga este Contrato. Nosotros podemos transferir
            los nuestros a una empresa que se haga cargo de la Aplicación, siempre que sus derechos no se vean
            reducidos.
          </li>
        </ul>
      </section>
    </article>
  );
}
