import type { Auth } from '@firebase/auth';
import type { FirebaseConfig } from '../parse-settings';

let auth: Promise<Auth> | undefined;

/**
 * The signed-in user's identity token, or null when nobody is signed in. Firebase is loaded on the first call
 * only, so it is never part of a page's first load.
 */
export async function getFirebaseIdToken(config: FirebaseConfig): Promise<string | null> {
  auth ??= Promise.all([import('@firebase/app'), import('@firebase/auth')]).then(
    async ([app, firebaseAuth]) => {
      const instance = firebaseAuth.getAuth(app.initializeApp(config));
      await instance.authStateReady();
      return instance;
    },
  );
  const user = (await auth).currentUser;
  return user ? user.getIdToken() : null;
}
