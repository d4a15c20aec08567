import { e2eAdmin } from '../../playwright.config';
import { apiList, box, loginAs, recordDialogs, save, stamp } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 32, item 4: a newsletter campaign composed in French and English, tried on the administrator's own
// address, then sent to every confirmed subscriber. The E2E server has no SMTP_URL: the copies are queued in
// the outbox and wait (their delivery, the pace and the kill -9 resume are tested against a real SMTP server
// in packages/api, campaigns.test.ts and campaign-crash.test.ts); here, the screen.
type Campaign = {
  id: string;
  subjectFr: string;
  progress: { total: number; queued: number; unsubscribedSince: number };
};
type Mail = { toAddress: string; subject: string; kind: string };

test('a campaign is composed in French and English, tried on oneself, sent, and its progress and report shown', async ({
  page,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const token = await loginAs(page);
  const subject = `Les inscriptions sont ouvertes ${stamp()}`;
  await page.goto('/admin/campaigns');
  await expect(page.getByRole('heading', { name: 'Campagnes de newsletter' })).toBeVisible();
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: 'Nouvelle campagne' })).toBeVisible();
  await box(page, 'Objet (français)').fill(subject);
  await page.getByTestId('rich-editor').first().click();
  await page.keyboard.type('Bonjour, les inscriptions aux championnats sont ouvertes.');
  await box(page, 'Objet (anglais)').fill(`Entries are open ${subject.slice(-8)}`);
  await page.getByTestId('rich-editor').nth(1).click();
  await page.keyboard.type('Hello, entries for the championships are open.');
  await page.screenshot({ path: 'test-results/campaign-compose.png' });
  await save(page);

  const card = page.getByTestId('admin-item').filter({ hasText: subject });
  await expect(card).toContainText('Brouillon');
  await expect(card).toContainText('Hello, entries for the championships are open.');

  // The test goes to the logged-in administrator, in both languages, and to nobody else.
  await card.getByRole('button', { name: "M'envoyer un essai" }).click();
  await expect(page.getByRole('status').filter({ hasText: 'Un essai a été envoyé à votre adresse.' })).toBeVisible();
  const outbox = await page.request.get(`/api/admin/mail?search=${encodeURIComponent(subject.slice(-8))}`, {
    headers: { authorization: `Bearer ${token}` },
  });
  const tests = ((await outbox.json()) as { items: Mail[] }).items.filter((m) => m.kind === 'campaign_test');
  expect(tests.map((m) => m.toAddress)).toEqual([e2eAdmin.email, e2eAdmin.email]);
  await expect(card).toContainText('Brouillon');

  const subscribers = (
    await apiList<{ email: string; confirmedAt: string | null; unsubscribeToken: string }>(
      page,
      token,
      '/admin/newsletter',
    )
  ).filter((s) => s.confirmedAt);
  recordDialogs(page);
  await card.getByRole('button', { name: 'Envoyer aux abonnés' }).click();
  await expect(card).toContainText('Envoi en cours');
  const progress = card.getByTestId('campaign-progress');
  await expect(progress).toContainText(`Envoyés : 0 / ${subscribers.length}`);
  await expect(card.getByRole('progressbar', { name: "Progression de l'envoi" })).toHaveAttribute(
    'aria-valuemax',
    String(subscribers.length),
  );
  // The worker queues the copies (one per subscriber); they wait for a mail server.
  const campaign = async () =>
    (await apiList<Campaign>(page, token, '/admin/campaigns')).find((c) => c.subjectFr === subject);
  await expect.poll(async () => (await campaign())?.progress.queued, { timeout: 10_000 }).toBe(subscribers.length);
  await expect(progress).toContainText(`En attente d'envoi : ${subscribers.length}`);

  // A subscriber leaves through the one-click link (RFC 8058): their copy is not sent, the report counts them.
  const leaving = subscribers.at(-1);
  const unsubscribed = await page.request.post(`/desinscription?token=${leaving?.unsubscribeToken}`, {
    form: { 'List-Unsubscribe': 'One-Click' },
  });
  expect(unsubscribed.ok()).toBe(true);
  await expect(card.getByTestId('campaign-report')).toContainText('Envoyés : 0 · Échecs : 0 · Désinscrits depuis : 1');
  await expect(card.getByRole('button', { name: 'Envoyer aux abonnés' })).toHaveCount(0);
  await page.screenshot({ path: 'test-results/campaign-screen.png', fullPage: true });
});
