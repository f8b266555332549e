/**
 * Part of a form page's start script: keeps the browser from sending a form before the app has taken the page
 * over (while `#root` is still marked `data-prerendered`). Sent by the browser, a form would become a GET of the
 * page with what was typed in its address, and so in the server's logs. What was typed stays for the app to send.
 */
export function holdFormsUntilStarted(doc: Document = document) {
  doc.addEventListener('submit', (event) => {
    if (doc.querySelector('#root[data-prerendered]')) event.preventDefault();
  });
}
