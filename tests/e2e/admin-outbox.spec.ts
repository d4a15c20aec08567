import { loginAs, recordDialogs } from './admin-helpers';
import { expect, test } from './fixtures';

// Issue 32: the e-mail outbox. The E2E server has no SMTP_URL, so mails wait, shown as such.
test('the outbox shows a form’s mails waiting for a server, and cancels and retries one', async ({ page, request }) => {
  const answer = await request.post('/api/contact', {
    data: {
      name: 'Outbox Visitor',
      email: 'outbox-visitor@exemple.fr',
      subject: 'Question',
      category: 'autre',
      message: 'Bonjour',
      consent: true,
      language: 'en',
    },
  });
  expect(answer.ok()).toBe(true);
  await loginAs(page);
  await page.goto('/admin/outbox');
  await expect(page.getByRole('heading', { name: "Envois d'e-mails" })).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: "Aucun serveur d'envoi configuré" })).toBeVisible();
  const row = page.getByTestId('admin-item').filter({ hasText: 'outbox-visitor@exemple.fr' });
  await expect(row).toContainText('We have received your message');
  await expect(row).toContainText("en attente : aucun serveur d'envoi configuré");
  await page.screenshot({ path: 'test-results/outbox.png', fullPage: true });
  recordDialogs(page);
  await row.getByRole('button', { name: "Annuler l'envoi" }).click();
  await expect(row.getByText('Annulé', { exact: true })).toBeVisible();
  await row.getByRole('button', { name: 'Renvoyer' }).click();
  await expect(row.getByText('En attente', { exact: true })).toBeVisible();
});

test('a contact message is answered from its detail panel: the thread shows the reply, the message is « traité »', async ({
  page,
  request,
}) => {
  const subject = `Question de parking ${Date.now()}`;
  await request.post('/api/contact', {
    data: {
      name: 'Léa',
      email: 'lea-reply@exemple.fr',
      subject,
      category: 'autre',
      message: 'Où se garer ?',
      consent: true,
    },
  });
  await loginAs(page);
  await page.goto('/admin/messages');
  await page.getByTestId('admin-item').filter({ hasText: subject }).first().click();
  const detail = page.getByTestId('message-detail');
  await expect(detail.getByRole('heading', { name: subject })).toBeVisible();
  await detail
    .getByLabel('Répondre à lea-reply@exemple.fr (envoyé par e-mail)')
    .fill('Le parking de la Porte de Saint-Cloud.');
  await detail.getByRole('button', { name: 'Envoyer la réponse' }).click();
  await expect(detail.getByTestId('reply')).toContainText('Le parking de la Porte de Saint-Cloud.');
  await expect(detail.getByTestId('reply')).toContainText('En attente');
  await expect(detail.getByText('Traité', { exact: true })).toBeVisible();
  await page.screenshot({ path: 'test-results/reply-panel.png', fullPage: true });
  await page.goto('/admin/outbox');
  await expect(page.getByTestId('admin-item').filter({ hasText: `Re: ${subject}` })).toBeVisible();
});
