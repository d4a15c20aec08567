import { adminToken } from './api';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation } from './helpers';

// The link of the confirmation mail (double opt-in) lands on /newsletter/confirmer. The mail's token is
// stored hashed, so this spec cannot read a real one: the full confirmation is proven through the REST
// app (personal-data.rest.test.ts) and the real SMTP server (newsletter-optin.test.ts); here, the page.

const texts = {
  fr: {
    heading: 'Confirmation de l’inscription à la newsletter',
    button: 'Confirmer mon inscription',
    unknown: 'Ce lien de confirmation est inconnu, expiré ou a déjà été utilisé.',
  },
  en: {
    heading: 'Newsletter subscription confirmation',
    button: 'Confirm my subscription',
    unknown: 'This confirmation link is unknown, expired or already used.',
  },
};

for (const lang of ['fr', 'en'] as const) {
  test(`the confirmation page (${lang}) shows a button, changes nothing when opened, and answers an unknown link`, async ({
    page,
  }) => {
    const email = `confirmer-${lang}-${Date.now()}@exemple.fr`;
    await page.request.post('/api/newsletter', { data: { email, language: lang } });
    const token = await adminToken(page.request);
    const confirmed = async () =>
      (
        (await (
          await page.request.get(`/api/admin/newsletter?search=${encodeURIComponent(email)}`, {
            headers: { authorization: `Bearer ${token}` },
          })
        ).json()) as { confirmedAt: string | null }[]
      )[0]?.confirmedAt;

    await page.goto(`/newsletter/confirmer?token=lien-inconnu${lang === 'en' ? '&lang=en' : ''}`);
    await expect(page.getByRole('heading', { level: 1, name: texts[lang].heading })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expectNoSeriousA11yViolation(page);
    expect(await confirmed()).toBeNull();

    await page.getByRole('button', { name: texts[lang].button }).click();
    await expect(page.getByRole('alert')).toHaveText(texts[lang].unknown);
    expect(await confirmed()).toBeNull();
    await expectNoSeriousA11yViolation(page);
  });
}
