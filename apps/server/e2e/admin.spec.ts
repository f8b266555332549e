import { expect, type Page, test } from '@playwright/test';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { createAdmin } from '../src/admin/accounts.js';
import { useE2eServer } from '../test/e2e-server.js';
import { openEmbeddedStore } from '../test/store-readers.js';

// The operator's whole path through one real server and its store: a visitor's feedback, the sign-in, the inbox.
test.describe.configure({ mode: 'serial' });
test.use({ viewport: { width: 390, height: 844 } });

const ADMIN = { username: 'ops', password: 'a long enough password' };
const server = useE2eServer({}, async (dataDir) => {
  const store = await openEmbeddedStore({ dataDir, poolSize: 1 });
  await createAdmin(store, ADMIN, new Date());
  await store.close();
});

async function expectNoHorizontalScroll(page: Page) {
  // A string, run in the page: this package's TypeScript has no DOM types.
  const overflow = await page.evaluate<number>(
    'document.documentElement.scrollWidth - document.documentElement.clientWidth',
  );
  expect(overflow).toBeLessThanOrEqual(0);
}

test('feedback from /feedback reaches the inbox, is handled, deleted, and the admin signs out', async ({
  page,
  context,
}) => {
  const subject = `Inbox check ${Date.now()}`;
  const body = 'The countdown helped me a lot when I walked home late on Friday. Thank you for building it.';
  await page.goto(`${server().url}/feedback`);
  await page.getByLabel('Name').fill('Sam Tester');
  await page.getByLabel('Email').fill('sam@example.com');
  await page.getByLabel('Subject').fill(subject);
  await page.getByLabel('Message').fill(body);
  await page.getByRole('button', { name: 'Submit Feedback' }).click();
  await expect(page.getByRole('heading', { name: 'Thank You!' })).toBeVisible();

  // Not signed in: the dashboard sends the visitor to the login.
  await page.goto(`${server().url}/admin`);
  await expect(page).toHaveURL(/\/admin-login$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Login' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  // A wrong password first, then the right one, all by keyboard.
  await page.getByLabel('Username').fill(ADMIN.username);
  await page.getByLabel('Password').fill('not the password');
  await page.getByLabel('Password').press('Enter');
  await expect(page.getByRole('alert')).toHaveText('Invalid credentials. Please try again.');
  await page.getByLabel('Password').fill(ADMIN.password);
  await page.getByLabel('Password').press('Enter');
  await expect(page).toHaveURL(/\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Admin Dashboard' })).toBeVisible();
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');

  const cookie = (await context.cookies(`${server().url}/api/admin/session`)).find(
    (candidate) => candidate.name === 'admin_session',
  );
  expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Strict', path: '/api/admin', secure: false });
  expect(await page.evaluate<string>('document.cookie')).not.toContain('admin_session');

  // The inbox lists the message: name, subject, first words and date.
  const item = page.getByRole('link', { name: new RegExp(subject) });
  await expect(item).toContainText('Sam Tester');
  await expect(item).toContainText('The countdown helped me a lot when I walked home late on…');
  await expect(item.locator('time')).toBeVisible();
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  await item.focus();
  await page.keyboard.press('Enter');
  await expect(page.getByRole('heading', { level: 2, name: subject })).toBeFocused();
  await expect(page.getByText(body)).toBeVisible();
  await expect(page.getByRole('link', { name: 'Reply by email' })).toHaveAttribute(
    'href',
    `mailto:sam@example.com?subject=${encodeURIComponent(`Re: ${subject}`)}`,
  );
  await expectNoHorizontalScroll(page);
  await expectNoSeriousAxeViolations(page);

  await page.getByRole('button', { name: 'Mark handled' }).click();
  await expect(page.getByRole('button', { name: 'Mark as open' })).toBeVisible();
  await page.getByRole('link', { name: 'Back to the inbox' }).click();
  await expect(page.getByRole('heading', { level: 2, name: 'Open messages' })).toBeVisible();
  await expect(page.getByText('No messages here.')).toBeVisible();
  await page.getByRole('link', { name: 'Handled', exact: true }).click();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toContainText('Handled');

  // Delete: the native dialog asks first; Escape cancels it, the confirmation deletes.
  await page.getByRole('link', { name: new RegExp(subject) }).click();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Delete this message?' });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Cancel' })).toBeFocused();
  await expectNoSeriousAxeViolations(page);
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await page.getByRole('button', { name: 'Delete', exact: true }).click();
  await dialog.getByRole('button', { name: 'Delete message' }).click();
  await expect(page.getByRole('status').filter({ hasText: 'The message was deleted.' })).toBeVisible();
  await expect(page.getByRole('link', { name: new RegExp(subject) })).toHaveCount(0);

  // Signing out ends the session: /admin sends back to the login.
  await page.getByRole('button', { name: 'Sign out' }).click();
  await expect(page).toHaveURL(/\/admin-login$/);
  await page.goto(`${server().url}/admin`);
  await expect(page).toHaveURL(/\/admin-login$/);
});

test('the inbox works in Spanish, and axe finds nothing serious in it at 390 and 1280 px, light and dark', async ({
  page,
}) => {
  const subject = `Revisión ${Date.now()}`;
  await page.goto(`${server().url}/es/feedback`);
  await page.getByLabel('Nombre', { exact: true }).fill('Sam Tester');
  await page.getByLabel('Correo electrónico', { exact: true }).fill('sam@example.com');
  await page.getByLabel('Asunto', { exact: true }).fill(subject);
  await page
    .getByLabel('Mensaje', { exact: true })
    .fill('La cuenta atrás me ayudó mucho cuando volví a casa tarde.');
  await page.getByRole('button', { name: 'Enviar comentarios' }).click();
  await expect(page.getByRole('heading', { name: '¡Gracias!' })).toBeVisible();

  await page.goto(`${server().url}/es/admin`);
  await expect(page).toHaveURL(/\/es\/admin-login$/);
  await page.getByLabel('Usuario', { exact: true }).fill(ADMIN.username);
  await page.getByLabel('Contraseña', { exact: true }).fill(ADMIN.password);
  await page.getByRole('button', { name: 'Iniciar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/admin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Panel de administración' })).toBeVisible();
  expect(await page.getAttribute('html', 'lang')).toBe('es');

  // The list, then the message, in every width and theme.
  const item = page.getByRole('link', { name: new RegExp(subject) });
  for (const view of ['list', 'message']) {
    if (view === 'message') {
      await item.click();
      await expect(page.getByRole('heading', { level: 2, name: subject })).toBeVisible();
    } else await expect(item).toBeVisible();
    for (const width of [390, 1280]) {
      for (const colorScheme of ['light', 'dark'] as const) {
        await page.setViewportSize({ width, height: 844 });
        await page.emulateMedia({ colorScheme });
        await expectNoHorizontalScroll(page);
        await expectNoSeriousAxeViolations(page);
      }
    }
  }
  await page.getByRole('button', { name: 'Cerrar sesión' }).click();
  await expect(page).toHaveURL(/\/es\/admin-login$/);
});
