import { expect, it } from 'vitest';
import { holdFormsUntilStarted } from './hold-forms';

function submit(form: HTMLFormElement): boolean {
  const event = new Event('submit', { cancelable: true, bubbles: true });
  form.dispatchEvent(event);
  return event.defaultPrevented;
}

it('keeps a form of the prerendered page from being sent by the browser until the app has taken it over', () => {
  const doc = document.implementation.createHTMLDocument();
  doc.body.innerHTML =
    '<div id="root" data-prerendered="/hero-lookup"><form><input name="code" value="ABC123"></form></div>';
  holdFormsUntilStarted(doc);
  const form = doc.querySelector('form') as HTMLFormElement;
  expect(submit(form)).toBe(true);
  expect(doc.querySelector('input')?.value).toBe('ABC123');

  doc.getElementById('root')?.removeAttribute('data-prerendered');
  expect(submit(form)).toBe(false);
});
