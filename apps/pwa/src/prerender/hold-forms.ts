/** Marks a form that was sent before the app had started: the app sends it once it has taken the page over. */
export const HELD_SUBMIT_ATTRIBUTE = 'data-held-submit';

/**
 * Part of a form page's own inline script: keeps the browser from sending a form before the app has taken the page
 * over (while `#root` is still marked `data-prerendered`). Sent by the browser, a form would become a GET of the
 * page with what was typed in its address, and so in the server's logs. What was typed stays, and the form is
 * marked (`HELD_SUBMIT_ATTRIBUTE`) so that the app can send it as soon as it runs: a tap is never lost.
 */
export function holdFormsUntilStarted(doc: Document = document) {
  doc.addEventListener('submit', (event) => {
    if (!doc.querySelector('#root[data-prerendered]')) return;
    event.preventDefault();
    (event.target as HTMLFormElement).setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  });
}

/**
 * The app's side of `holdFormsUntilStarted`: true when `form` was sent before the app started (the app then sends
 * it now), and the mark is cleared so that it is sent once.
 */
export function takeHeldSubmit(form: HTMLFormElement | null | undefined): boolean {
  if (!form?.hasAttribute(HELD_SUBMIT_ATTRIBUTE)) return false;
  form.removeAttribute(HELD_SUBMIT_ATTRIBUTE);
  return true;
}
