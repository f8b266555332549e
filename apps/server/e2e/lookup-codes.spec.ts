import { expect, type Page, test } from '@playwright/test';
import type { ApiClient } from '@safety-companion/api';
import { expectNoSeriousAxeViolations } from '@safety-companion/test-support/axe';
import { appOf, useE2eServer } from '../test/e2e-server.js';

// Codes as people type them, against a live status on the real server and the built site: with spaces, hyphens,
// lower case and the look-alikes of a text message (O for 0, I or L for 1), typed, pasted and linked; a U refused
// as a typo; a wrong code's two lines, in English and Spanish.

const server = useE2eServer();

/** A live status whose code holds a 0 or a 1 (about one code in three does), so that its look-alikes can be typed. */
async function statusWithLookAlikes(): Promise<{ code: string; app: ApiClient }> {
  for (let attempt = 0; attempt < 40; attempt += 1) {
    const app = appOf(server, `e2e-codes-${attempt}`);
    const { id, accessCode } = await app.createStatus({
      timezone: 'UTC',
      location: { latitude: 41.8809, longitude: -87.6329, accuracy: 12 },
      endTime: new Date(Date.now() + 90 * 60_000).toISOString(),
    });
    if (/[01]/.test(accessCode)) return { code: accessCode, app };
    await app.stopStatus(id);
  }
  throw new Error('No code with a 0 or a 1 in 40 draws.');
}

/** The code as a text message's reader may type it: in two groups, lower case, 0 as o, 1 as l or i. */
function asTyped(code: string, separator: string): string {
  const looks = code.replace(/0/g, 'o').replace(/1/g, (_one, at: number) => (at % 2 ? 'l' : 'i'));
  return `${looks.slice(0, 3)}${separator}${looks.slice(3)}`.toLowerCase();
}

const field = (page: Page) => page.getByLabel('Access code');
const statusShown = (page: Page) => expect(page.getByText('Live: changes show as they happen')).toBeVisible();

test('a code typed, pasted or linked with spaces, hyphens, dots, lower case and look-alikes finds its status', async ({
  page,
}) => {
  const { code } = await statusWithLookAlikes();
  // Typed with dots, pasted with a hyphen, linked with a space: each separator once. Every spelling typed or pasted is
  // the lookup form's unit tests' (src/features/hero-lookup/lookup-form.test.tsx) and AccessCode's (contract).
  // Typed in a tab of its own: a tab that has shown a status shows it again when the lookup is opened anew.
  const tab = await page.context().newPage();
  await tab.goto(`${server().url}/hero-lookup`);
  await field(tab).pressSequentially(asTyped(code, '.'));
  // What the field holds: the spec's 6 letters or digits, upper-cased, the separator gone.
  await expect(field(tab)).toHaveValue(asTyped(code, '').toUpperCase());
  await tab.getByRole('button', { name: 'Look Up Information' }).click();
  await statusShown(tab);
  await tab.close();

  // Pasted whole: the field has no maxlength that would cut 'abc-123' to 'abc-12'.
  await page.goto(`${server().url}/hero-lookup`);
  await field(page).fill(asTyped(code, '-'));
  await expect(field(page)).toHaveValue(asTyped(code, '').toUpperCase());
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await statusShown(page);

  // Linked, as a text message's link may be written.
  await page.goto(`${server().url}/hero-lookup#code=${encodeURIComponent(asTyped(code, ' '))}`);
  await statusShown(page);
  await expect(field(page)).toHaveValue(asTyped(code, '').toUpperCase());
  await expectNoSeriousAxeViolations(page);
});

test('a code with a U is refused as a typo before anything is asked', async ({ page }) => {
  const lookups: string[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/api/getSnapshot')) lookups.push(request.url());
  });
  await page.goto(`${server().url}/hero-lookup`);
  await field(page).fill('abu-123');
  await page.getByRole('button', { name: 'Look Up Information' }).click();
  await expect(field(page)).toHaveAttribute('aria-invalid', 'true');
  await expect(field(page)).toHaveAccessibleDescription(/Codes never contain U\./);
  expect(lookups).toEqual([]);
  await expectNoSeriousAxeViolations(page);
});

for (const [path, words] of [
  [
    '/hero-lookup',
    {
      submit: 'Look Up Information',
      label: 'Access code',
      lines: [
        'Lookup failed',
        'User not found.',
        'Check the 6 characters in the text message. A code stops working 24 hours after its status ends.',
      ],
    },
  ],
  [
    '/es/hero-lookup',
    {
      submit: 'Consultar información',
      label: 'Código de acceso',
      lines: [
        'La consulta falló',
        'No se encontró a la persona.',
        'Revisa los 6 caracteres del mensaje de texto. Un código deja de funcionar 24 horas después de que termina su estado.',
      ],
    },
  ],
] as const) {
  test(`a wrong code says what to do, on ${path}`, async ({ page }) => {
    await page.goto(`${server().url}${path}`);
    await page.getByLabel(words.label).fill('ZZZ-999');
    await page.getByRole('button', { name: words.submit }).click();
    const alert = page.getByRole('alert').filter({ hasText: words.lines[1] });
    await expect(alert.locator('p')).toHaveText([...words.lines]);
    await expectNoSeriousAxeViolations(page);
  });
}
