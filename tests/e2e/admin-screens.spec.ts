import { form, loginAs } from './admin-helpers';
import { expect, test } from './fixtures';

// Every administration screen of spec section 2 and issue 5, with what each one must offer.
const screens = [
  { path: 'documents', title: 'Documents', add: 'Nouveau document' },
  { path: 'participants', title: 'Participants', add: 'Nouveau participant' },
  { path: 'partners', title: 'Partenaires', add: 'Nouveau partenaire' },
  { path: 'volunteers', title: 'Bénévoles' },
  { path: 'messages', title: 'Messages' },
  { path: 'program', title: 'Programme', add: 'Nouvelle épreuve' },
  { path: 'championships', title: 'Championnats', add: 'Nouveau championnat' },
  { path: 'pricing', title: 'Tarifs', add: 'Nouvelle période tarifaire' },
  { path: 'practical', title: 'Infos pratiques', add: 'Nouvelle information pratique' },
  { path: 'rules', title: 'Règlement', add: 'Nouvelle règle' },
  { path: 'event-types', title: "Types d'épreuve", add: "Nouveau type d'épreuve" },
  // Results are entered as a race's whole ranking (its own 'Ajouter une ligne'), not one modal per row.
  { path: 'results', title: 'Résultats' },
  { path: 'press', title: 'Accréditations presse' },
  { path: 'newsletter', title: 'Newsletter' },
] as const;

test('every screen: 4 to 6 placeholders while loading, then the list, a back arrow to the dashboard and the add button', async ({
  page,
}) => {
  await loginAs(page);
  // Hold every list read until the loading state has been seen (10 s at most): the paged screens ask for
  // their first page while their code loads, so a fixed delay could end before the screen shows.
  let release = () => {};
  let held = Promise.resolve();
  await page.route(/\/trpc\/[^?]*admin(List|Page)/, async (route) => {
    await Promise.race([held, new Promise((r) => setTimeout(r, 10_000))]);
    await route.continue();
  });
  for (const s of screens) {
    held = new Promise<void>((r) => {
      release = r;
    });
    await page.goto(`/admin/${s.path}`);
    const skeleton = page.getByTestId('skeleton');
    await expect(skeleton, s.path).toBeVisible();
    const placeholders = await skeleton.locator(':scope > div').count();
    expect(placeholders, s.path).toBeGreaterThanOrEqual(4);
    expect(placeholders, s.path).toBeLessThanOrEqual(6);
    release();
    await expect(skeleton, s.path).toBeHidden();
    await expect(page.getByRole('heading', { level: 1, name: s.title })).toBeVisible();
    await expect(page).toHaveTitle(`${s.title} · Administration | Championnats de France d'Aviron Indoor 2026`);
    await expect(page.getByRole('link', { name: 'Retour au tableau de bord' })).toHaveAttribute(
      'href',
      '/admin/dashboard',
    );
    if ('add' in s) {
      await page.getByRole('button', { name: s.add, exact: true }).click();
      await expect(page.getByRole('dialog').getByRole('heading', { name: s.add })).toBeVisible();
      await form(page).getByRole('button', { name: 'Annuler' }).click();
      await expect(page.getByRole('dialog')).toBeHidden();
    } else {
      await expect(page.getByTestId('admin-add')).toHaveCount(0);
    }
  }
  await page.getByRole('link', { name: 'Retour au tableau de bord' }).click();
  await expect(page).toHaveURL(/\/admin\/dashboard$/);
});

test('on a 390 px phone: no screen scrolls sideways, and each modal form scrolls to its buttons', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await loginAs(page);
  for (const path of ['login', 'dashboard', ...screens.map((s) => s.path)]) {
    await page.goto(`/admin/${path}`);
    await expect(page.getByTestId('skeleton')).toHaveCount(0);
    await page.waitForLoadState('networkidle');
    const overflow = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
    expect(overflow, `${path} overflows by ${overflow}px`).toBeLessThanOrEqual(0);
    const screen = screens.find((s) => s.path === path);
    if (screen && 'add' in screen) {
      await page.getByTestId('admin-add').click();
      const dialog = page.getByRole('dialog');
      const box = await dialog.boundingBox();
      expect(box && box.x >= 0 && box.x + box.width <= 390, `${path} modal fits the width`).toBe(true);
      const saveButton = form(page).getByRole('button', { name: 'Enregistrer' });
      // A rich-text field's editor loads after the modal opens and pushes the buttons down: scroll again
      // until they show, as a visitor would.
      await expect(async () => {
        await saveButton.scrollIntoViewIfNeeded();
        await expect(saveButton, path).toBeInViewport({ timeout: 500 });
      }).toPass({ timeout: 10_000 });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    }
  }
});

test('the back-office stays in French after the public site was switched to English', async ({ page }) => {
  await loginAs(page);
  await page.goto('/');
  await page.getByTestId('language-toggle').first().click();
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  // The language lives in memory only: reach the admin without reloading, as a link would.
  await page.evaluate(() => {
    history.pushState({}, '', '/admin/dashboard');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.getByRole('heading', { level: 1, name: 'Tableau de bord' })).toBeVisible();
  await expect(page.locator('html')).toHaveAttribute('lang', 'fr');
  await expect(page.getByRole('link', { name: 'Voir le site' })).toBeVisible();
  await page.getByRole('link', { name: "Types d'épreuve" }).click();
  await page.getByTestId('admin-add').click();
  await expect(page.getByRole('heading', { name: "Nouveau type d'épreuve" })).toBeVisible();
  await expect(form(page).getByLabel("Ordre d'affichage")).toBeVisible();
  await expect(form(page).getByRole('button', { name: 'Enregistrer' })).toBeVisible();
  await page.keyboard.press('Escape');
  // Back on the public site, the visitor's English is still there.
  await page.evaluate(() => {
    history.pushState({}, '', '/');
    dispatchEvent(new PopStateEvent('popstate'));
  });
  await expect(page.locator('html')).toHaveAttribute('lang', 'en');
  await expect(page.getByTestId('language-toggle').first()).toContainText('EN');
});

test('public pages never load the admin screens, their texts or the rich-text editor', async ({ page }) => {
  const scripts: { url: string; body: string }[] = [];
  page.on('response', async (r) => {
    if (r.url().endsWith('.js')) scripts.push({ url: r.url(), body: await r.text().catch(() => '') });
  });
  for (const path of ['/', '/reglement', '/programme', '/inscriptions', '/resultats', '/contact']) {
    await page.goto(path);
    await page.waitForLoadState('networkidle');
  }
  expect(scripts.length).toBeGreaterThan(0);
  for (const s of scripts) {
    expect(s.body, s.url).not.toContain('admin-add');
    expect(s.body, s.url).not.toContain('data-lexical-text');
    expect(s.body, s.url).not.toContain('Tableau de bord');
  }
});

test('dashboard: the 11 tiles of the spec and the later sections (results, call room, live race, press, newsletter, outbox…), with count badges from the stats', async ({
  page,
}) => {
  const token = await loginAs(page);
  const stats = (await (
    await page.request.get('/api/admin/stats', { headers: { authorization: `Bearer ${token}` } })
  ).json()) as Record<string, number>;
  await page.goto('/admin/dashboard');
  const nav = page.getByRole('navigation', { name: "Sections de l'administration" });
  const tiles = [
    ['Participants', '/admin/participants', 'participants'],
    ['Partenaires', '/admin/partners', 'partners'],
    ['Programme', '/admin/program'],
    ['Championnats', '/admin/championships'],
    ['Tarifs', '/admin/pricing'],
    ['Infos pratiques', '/admin/practical'],
    ['Règlement', '/admin/rules'],
    ['Bénévoles', '/admin/volunteers', 'volunteers'],
    // Its badge counts the messages waiting (issue 12), not all of them.
    ['Messages', '/admin/messages', 'messagesPending'],
    ['Documents', '/admin/documents'],
    ["Types d'épreuve", '/admin/event-types'],
    ['Résultats', '/admin/results'],
    ["Chambre d'appel", '/admin/call-room'],
    ['Course en direct', '/admin/direct'],
    ['Accréditations presse', '/admin/press'],
    ['Newsletter', '/admin/newsletter'],
    ['Campagnes de newsletter', '/admin/campaigns'],
    ["Envois d'e-mails", '/admin/outbox'],
    ['Paramètres', '/admin/settings'],
    ['Comptes', '/admin/accounts'],
    ['Mon mot de passe', '/admin/password'],
    ['Journal', '/admin/audit'],
    ['Données personnelles', '/admin/personal-data'],
  ] as const;
  await expect(nav.getByRole('link')).toHaveCount(tiles.length);
  for (const [label, href, stat] of tiles) {
    const link = nav.getByRole('link', { name: new RegExp(`^${label}`) });
    await expect(link).toHaveAttribute('href', href);
    if (stat) await expect(link).toContainText(String(stats[stat]));
  }
  await expect(nav.locator('[data-testid^="badge-"]')).toHaveCount(4);
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('link', { name: 'Voir le site' }).click(),
  ]);
  await expect(popup).toHaveURL(/\/$/);
});
