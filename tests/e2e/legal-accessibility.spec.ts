import { test as drawnOnly } from '@playwright/test';
import { loginAs } from './admin-helpers';
import { expect, test } from './fixtures';
import { expectNoSeriousA11yViolation, switchToEnglish, watchErrors } from './helpers';
import { getSettings, putSettings, type Settings, withApi } from './settings-helpers';

// Issue 16, items 1 and 2: the accessibility mention on every page and its statement, the legal
// notices and the privacy policy, all read from the site settings.

const STATEMENT = '/declaration-accessibilite';

// The specs share one demo server: what this file changes is put back after it.
let found: Settings;
test.beforeAll(async ({ playwright }, testInfo) => {
  found = await withApi(playwright, testInfo, getSettings);
});
test.afterAll(async ({ playwright }, testInfo) => {
  await withApi(playwright, testInfo, (request) => putSettings(request, found));
});
test.beforeEach(async ({ page }) => {
  await putSettings(page.request, { accessibility: found.accessibility });
});

test('every page states its accessibility status in the footer, linked to the statement', async ({ page }) => {
  for (const route of ['/', '/programme', '/contact', '/mentions-legales', '/politique-confidentialite']) {
    await page.goto(route);
    const mention = page
      .getByRole('contentinfo')
      .getByRole('link', { name: 'Accessibilité : non conforme', exact: true });
    await expect(mention, route).toHaveAttribute('href', STATEMENT);
  }
  await page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme' }).click();
  await expect(page).toHaveURL(new RegExp(`${STATEMENT}$`));
  await expect(page.locator('main h1')).toHaveText("Déclaration d'accessibilité");
  await expect(page).toHaveTitle("Déclaration d'accessibilité | Championnats de France d'Aviron Indoor 2026");
});

test('the statement gives the status, the audit, what is not accessible, whom to tell and the recourse, in French and English', async ({
  page,
}) => {
  const errors = watchErrors(page);
  await page.goto(STATEMENT);
  const main = page.locator('main');
  await expect(main).toContainText(
    "Fédération Française d'Aviron s'engage à rendre ses sites internet accessibles conformément à l'article 47 de la loi n° 2005-102",
  );

  const status = page.getByTestId('a11y-status');
  await expect(status.getByRole('heading', { level: 2 })).toHaveText('État de conformité');
  await expect(status).toContainText(
    "Le site des Championnats de France d'Aviron Indoor 2026 est non conforme avec le référentiel général d'amélioration de l'accessibilité (RGAA), version 4.1.2.",
  );
  await expect(status).toContainText("Aucun audit de conformité au RGAA n'a encore été réalisé.");

  const results = page.getByTestId('a11y-results');
  await expect(results).toContainText("Aucun taux de conformité au RGAA n'a encore été mesuré.");
  await expect(results.getByRole('definition').first()).toHaveText(/^\d{1,2} \p{L}+ \d{4}$/u);
  await expect(results).toContainText('Vérifications automatiques avec axe-core');

  const content = page.getByTestId('a11y-content');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('Contenus non accessibles');
  await expect(content.getByRole('listitem')).toHaveCount(5);
  for (const part of [
    'Les documents PDF à télécharger',
    'Les logos des partenaires',
    "La vidéo de l'édition précédente",
    "Le plan d'accès intégré",
  ]) {
    await expect(content).toContainText(part);
  }

  const contact = page.getByTestId('a11y-contact');
  await expect(contact.getByRole('link', { name: 'contact@aviron-indoor-2026.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@aviron-indoor-2026.fr',
  );
  await expect(contact.getByRole('link', { name: '+33 1 45 67 89 00' })).toHaveAttribute('href', 'tel:+33145678900');
  await expect(contact.getByRole('link', { name: 'Par le formulaire de contact' })).toHaveAttribute('href', '/contact');

  const recourse = page.getByTestId('a11y-recourse');
  await expect(recourse.getByRole('heading', { level: 2 })).toHaveText('Voies de recours');
  await expect(
    recourse.getByRole('link', { name: 'Écrire un message au Défenseur des droits (formulaire en ligne)' }),
  ).toHaveAttribute('href', 'https://formulaire.defenseurdesdroits.fr/');
  await expect(
    recourse.getByRole('link', { name: 'Contacter le délégué du Défenseur des droits dans votre région' }),
  ).toHaveAttribute('href', /defenseurdesdroits\.fr/);
  await expect(recourse.locator('address')).toHaveText(
    /Défenseur des droits\s*Libre réponse 71120\s*75342 Paris CEDEX 07/,
  );

  await switchToEnglish(page);
  await expect(page.locator('main h1')).toHaveText('Accessibility statement');
  await expect(page).toHaveTitle('Accessibility statement | French Indoor Rowing Championships 2026');
  await expect(status).toContainText('is not compliant with the French accessibility framework RGAA');
  await expect(results).toContainText('Automated checks with axe-core');
  await expect(content.getByRole('heading', { level: 2 })).toHaveText('Non-accessible content');
  await expect(contact.getByRole('link', { name: 'Through the contact form' })).toHaveAttribute('href', '/contact');
  await expect(recourse.getByRole('heading', { level: 2 })).toHaveText('Remedies');
  await expect(recourse).toContainText('Send a letter by post (free of charge, no stamp needed)');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility: not compliant', exact: true }),
  ).toHaveAttribute('href', STATEMENT);
  expect(errors).toEqual([]);
});

test('the statement passes axe in both languages', async ({ page }) => {
  await page.goto(STATEMENT);
  await expectNoSeriousA11yViolation(page);
  await switchToEnglish(page);
  await expectNoSeriousA11yViolation(page);
});

test('an audit entered in the back-office changes the footer and the statement; a status the rate does not support is refused', async ({
  page,
}) => {
  await loginAs(page);
  await page.goto('/admin/settings');
  const form = page.getByTestId('settings-form');
  const section = form.getByRole('group', { name: "Déclaration d'accessibilité", exact: true });
  await section.getByLabel('État de conformité').selectOption({ label: 'partiellement conforme' });
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(section.getByText("L'état de conformité ne correspond pas au taux")).toBeVisible();
  expect(((await getSettings(page.request)).accessibility as { status: string }).status).toBe('none');

  await section.getByLabel('Taux de conformité au RGAA (%)').fill('76,5');
  await section.getByLabel("Date de l'audit ou des vérifications").fill('2026-12-03');
  await section
    .getByLabel('Méthode et outils (français)')
    .fill('Audit RGAA 4.1.2 de 14 pages par un auditeur indépendant, avec NVDA et Firefox.');
  await section
    .getByLabel('Méthode et outils (anglais)')
    .fill('RGAA 4.1.2 audit of 14 pages by an independent auditor, with NVDA and Firefox.');
  await form.getByRole('button', { name: 'Enregistrer' }).click();
  await expect(form.getByRole('status')).toHaveText('Paramètres enregistrés');

  await page.goto(STATEMENT);
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : partiellement conforme', exact: true }),
  ).toHaveAttribute('href', STATEMENT);
  await expect(page.getByTestId('a11y-status')).toContainText('est partiellement conforme avec le référentiel');
  await expect(page.getByTestId('a11y-status')).not.toContainText('Aucun audit');
  const results = page.getByTestId('a11y-results');
  await expect(results).toContainText("L'audit de conformité au RGAA révèle que 76,5 % des critères sont respectés.");
  await expect(results).toContainText('3 décembre 2026');
  await expect(results).toContainText(
    'Audit RGAA 4.1.2 de 14 pages par un auditeur indépendant, avec NVDA et Firefox.',
  );
  await switchToEnglish(page);
  await expect(results).toContainText('The RGAA conformance audit shows that 76.5% of the criteria are met.');
  await expect(results).toContainText('3 December 2026');
  await expect(results).toContainText('RGAA 4.1.2 audit of 14 pages by an independent auditor');
  await expect(
    page.getByRole('contentinfo').getByRole('link', { name: 'Accessibility: partially compliant', exact: true }),
  ).toBeVisible();
});

test('the legal notices name the publisher, the director of publication and the host the organiser sets', async ({
  page,
}) => {
  await putSettings(page.request, {
    publisher: {
      name: 'Ligue Test d’Aviron',
      address: '5 quai des Rameurs, 69000 Lyon',
      contact: 'ligue@exemple.fr, 04 78 00 00 00',
    },
    publicationDirector: { name: 'Marie Durand, présidente', contact: 'direction@exemple.fr' },
    host: {
      name: 'Hébergeur Test SAS',
      address: '1 rue des Serveurs, 59000 Lille',
      contact: 'support@hebergeur.example, 03 20 00 00 00',
    },
  });
  await page.goto('/mentions-legales');
  const publisher = page.getByTestId('legal-publisher');
  await expect(publisher.getByRole('heading', { level: 2 })).toHaveText('Éditeur du site');
  await expect(publisher).toContainText('Le site est édité par Ligue Test d’Aviron, 5 quai des Rameurs, 69000 Lyon.');
  await expect(publisher).toContainText('Contact : ligue@exemple.fr, 04 78 00 00 00');
  const director = page.getByTestId('legal-director');
  await expect(director.getByRole('heading', { level: 2 })).toHaveText('Directeur de la publication');
  await expect(director).toContainText('Marie Durand, présidente.');
  await expect(director).toContainText('Contact : direction@exemple.fr');
  const host = page.getByTestId('legal-hosting');
  await expect(host).toContainText('Le site est hébergé par Hébergeur Test SAS, 1 rue des Serveurs, 59000 Lille.');
  await expect(host).toContainText('Contact : support@hebergeur.example, 03 20 00 00 00');

  await switchToEnglish(page);
  await expect(director.getByRole('heading', { level: 2 })).toHaveText('Director of publication');
  await expect(publisher).toContainText(
    'The site is published by Ligue Test d’Aviron, 5 quai des Rameurs, 69000 Lyon.',
  );
  await expectNoSeriousA11yViolation(page);

  // The privacy policy names the same publisher as the controller, and its postal address for requests.
  await page.goto('/politique-confidentialite');
  await expect(page.locator('main')).toContainText(
    'Le responsable du traitement des données collectées sur ce site est Ligue Test d’Aviron, 5 quai des Rameurs, 69000 Lyon.',
  );
  await expect(page.getByTestId('privacy-rights')).toContainText(
    'ou par courrier à Ligue Test d’Aviron, 5 quai des Rameurs, 69000 Lyon.',
  );
  await putSettings(page.request, {
    publisher: found.publisher,
    publicationDirector: found.publicationDirector,
    host: found.host,
  });
});

test('the privacy policy says how to ask for access, rectification, erasure, portability or objection', async ({
  page,
}) => {
  await page.goto('/politique-confidentialite');
  const rights = page.getByTestId('privacy-rights');
  await expect(rights.getByRole('heading', { level: 2 })).toHaveText('Vos droits');
  for (const right of [
    "Droit d'accès",
    'Droit de rectification',
    "Droit à l'effacement",
    'Droit à la limitation',
    'Droit à la portabilité',
    "Droit d'opposition",
  ]) {
    await expect(rights.getByRole('listitem').filter({ hasText: right })).toHaveCount(1);
  }
  await expect(rights.getByRole('heading', { level: 3 })).toHaveText('Exercer vos droits');
  await expect(rights.getByRole('link', { name: 'contact@aviron-indoor-2026.fr' })).toHaveAttribute(
    'href',
    'mailto:contact@aviron-indoor-2026.fr',
  );
  await expect(rights).toContainText("Nous vous répondons dans un délai d'un mois");
  await expect(rights.getByRole('link', { name: 'adresser une plainte à la CNIL (cnil.fr)' })).toHaveAttribute(
    'href',
    /^https:\/\/www\.cnil\.fr\//,
  );
  // Spec section 9's retention periods stay.
  const retention = page.getByTestId('retention-table');
  for (const [what, how] of [
    ["Données d'inscription", '3 ans après l’événement'],
    ['Données de contact', 'jusqu’à la désinscription'],
    ['Cookies', '13 mois'],
    ['Journaux techniques', '12 mois'],
  ] as const) {
    await expect(retention.getByRole('row', { name: what })).toContainText(how);
  }
  await expectNoSeriousA11yViolation(page);
  await switchToEnglish(page);
  await expect(rights.getByRole('heading', { level: 3 })).toHaveText('Exercising your rights');
  await expect(rights).toContainText('We answer within one month of receiving your request.');
});

// The standard test: without JavaScript no page is ever hydrated, so nothing is waited for.
drawnOnly.describe('without JavaScript', () => {
  drawnOnly.use({ javaScriptEnabled: false });

  drawnOnly('the statement and the footer mention are drawn by the server', async ({ page }) => {
    const response = await page.goto(STATEMENT);
    expect(response?.status()).toBe(200);
    await expect(page.locator('main h1')).toHaveText("Déclaration d'accessibilité");
    await expect(page.getByTestId('a11y-status')).toContainText('est non conforme avec le référentiel');
    await expect(
      page
        .getByTestId('a11y-recourse')
        .getByRole('link', { name: /Défenseur des droits/ })
        .first(),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: 'Accessibilité : non conforme', exact: true }),
    ).toHaveAttribute('href', STATEMENT);
    const sitemap = await page.request.get('/sitemap.xml');
    expect(await sitemap.text()).toContain(`${STATEMENT}</loc>`);
  });
});
