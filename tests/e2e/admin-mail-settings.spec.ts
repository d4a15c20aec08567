import { e2eAdmin } from '../../playwright.config';
import { apiList, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 32: what the back-office sets about mails: each account's notices, the campaigns' pace.
// The specs share one demo server: what this file changes is put back.

type Account = { id: string; email: string; notifySubmissions: boolean };

test('« Recevoir les notifications par e-mail »: on by default; switched off, a new message sends the account no notice', async ({
  page,
  request,
}) => {
  const token = await loginAs(page);
  const notices = async () => {
    const res = await page.request.get(`/api/admin/mail?search=${encodeURIComponent(e2eAdmin.email)}&limit=200`, {
      headers: { authorization: `Bearer ${token}` },
    });
    return ((await res.json()) as { items: { kind: string }[] }).items.filter((m) => m.kind === 'admin_notice').length;
  };
  const contact = (subject: string) =>
    request.post('/api/contact', {
      data: {
        name: 'Léa',
        email: 'lea-notice@exemple.fr',
        subject,
        category: 'autre',
        message: 'Bonjour',
        consent: true,
      },
    });
  await page.goto('/admin/accounts');
  const toggle = page.getByRole('switch', { name: `Recevoir les notifications par e-mail (${e2eAdmin.email})` });
  await expect(toggle).toBeChecked();
  await toggle.click();
  await expect(toggle).not.toBeChecked();
  await page.screenshot({ path: 'test-results/accounts-notices.png' });
  expect(
    (await apiList<Account>(page, token, '/admin/accounts')).find((a) => a.email === e2eAdmin.email),
  ).toMatchObject({ notifySubmissions: false });
  const before = await notices();
  expect((await contact('Sans notification')).ok()).toBe(true);
  expect(await notices()).toBe(before);

  await toggle.click();
  await expect(toggle).toBeChecked();
  expect((await contact('Avec notification')).ok()).toBe(true);
  expect(await notices()).toBe(before + 1);
});

test('the campaigns’ pace is set in the settings: a wrong one is refused, a right one saved', async ({ page }) => {
  const token = await loginAs(page);
  const stored = async () =>
    (
      (await (
        await page.request.get('/api/admin/settings', { headers: { authorization: `Bearer ${token}` } })
      ).json()) as { campaignPerMinute: number }
    ).campaignPerMinute;
  const found = await stored();
  await page.goto('/admin/settings');
  const form = page.getByTestId('settings-form');
  const pace = form.getByLabel("Cadence d'envoi des campagnes (e-mails par minute)");
  await expect(pace).toHaveValue(String(found));
  await pace.fill('0');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByText("Cadence invalide : un nombre entier d'e-mails par minute, de 1 à 60 000")).toBeVisible();
  expect(await stored()).toBe(found);
  await pace.fill('600');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(stored).toBe(600);
  await pace.fill(String(found));
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect.poll(stored).toBe(found);
});
