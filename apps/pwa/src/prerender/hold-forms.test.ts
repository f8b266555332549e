import { expect, it } from 'vitest';
import { HELD_SUBMIT_ATTRIBUTE, holdFormsUntilStarted, takeHeldSubmit } from './hold-forms';

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
  expect(form.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(true);

  doc.getElementById('root')?.removeAttribute('data-prerendered');
  expect(submit(form)).toBe(false);
});

it('hands a held submit to the app once', () => {
  const form = document.createElement('form');
  expect(takeHeldSubmit(form)).toBe(false);
  form.setAttribute(HELD_SUBMIT_ATTRIBUTE, '');
  expect(takeHeldSubmit(form)).toBe(true);
  expect(form.hasAttribute(HELD_SUBMIT_ATTRIBUTE)).toBe(false);
  expect(takeHeldSubmit(form)).toBe(false);
  expect(takeHeldSubmit(null)).toBe(false);
});
