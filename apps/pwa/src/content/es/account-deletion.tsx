import type { ContentSettings } from '../content-settings';

// The mobile app's menu names (Settings, Account Settings, Delete Account) stay in English, as the app shows them,
// each followed by its meaning in Spanish in brackets.

/** The account deletion instructions, in Spanish, below the page's account deletion heading. */
export function AccountDeletion({ settings }: { settings: ContentSettings }) {
  const { productName, privacyEmail } = settings;

  return (
    <>
      <p>
        Puedes eliminar tu cuenta de {productName} y todos sus datos en cualquier momento desde la app móvil.
      </p>

      <section>
        <h2>Cómo eliminar tu cuenta</h2>
        <ol>
          <li>Abre {productName} en tu teléfono.</li>
          <li>Ve a Settings (Ajustes).</li>
          <li>Abre Account Settings (Ajustes de la cuenta).</li>
          <li>Elige Delete Account (Eliminar cuenta).</li>
          <li>Sigue las instrucciones en pantalla para confirmar.</li>
        </ol>
        <p>
          Desinstalar la app de tu teléfono no elimina tu cuenta; para eliminarla, sigue los pasos anteriores.
        </p>
      </section>

      <section>
        <h2>Qué se elimina</h2>
        <p>Al eliminar tu cuenta, se borran de forma permanente:</p>
        <ul>
          <li>tu información de perfil, como tu nombre y tu dirección de correo electrónico;</li>
          <li>tus contactos de emergencia (héroes);</li>
          <li>tu historial de actividad;</li>
          <li>todos los demás datos asociados a tu cuenta, incluidos tu foto de emergencia y tus ajustes.</li>
        </ul>
        <p>Tus héroes ya no podrán consultar tu información con un código de acceso que hayan recibido.</p>
      </section>

      <section>
        <h2>Esta acción no se puede deshacer</h2>
        <p>
          Una vez que confirmes, tu cuenta y sus datos no se podrán restaurar. Para volver a usar{' '}
          {productName}, crea una cuenta nueva y vuelve a agregar a tus héroes.
        </p>
      </section>

      <section>
        <h2>Si ya no tienes la app</h2>
        <p>
          Escríbenos a <a href={`mailto:${privacyEmail}`}>{privacyEmail}</a> desde la dirección de correo
          electrónico de tu cuenta y pídenos que la eliminemos. Es posible que te pidamos confirmar que la
          cuenta es tuya antes de eliminarla. Nuestra{' '}
          <a href="/es/privacyPolicies?tab=privacy">Política de privacidad</a> explica qué conservamos y
          durante cuánto tiempo.
        </p>
      </section>
    </>
  );
}
