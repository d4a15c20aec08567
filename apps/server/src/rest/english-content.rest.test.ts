import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 28, item 1: content has English fields beside the French ones. They are additive: a script
// written before them keeps working (it sends none, it gets them back as null or []), and every path
// that carries the French field carries the English one, public and admin.

describe('REST: English content fields', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer();
    token = await app.login();
  });
  afterAll(async () => app.dispose());
  const auth = () => ({ authorization: `Bearer ${token}` });
  const send = async (method: 'POST' | 'PUT', url: string, payload: unknown) =>
    app.server.inject({ method, url, headers: auth(), payload: payload as object });
  const get = async <T>(url: string, admin = false) =>
    (await app.server.inject({ method: 'GET', url, ...(admin ? { headers: auth() } : {}) })).json() as T;

  it('rules: an old script gets null English fields; title, subtitle and HTML in English are stored, cleaned, listed and searched', async () => {
    const created = await send('POST', '/api/admin/rules', {
      section: 'general',
      title: 'Article 90 — Objet',
      content: '<p>Texte français</p>',
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({
      title: 'Article 90 — Objet',
      titleEn: null,
      subtitleEn: null,
      contentEn: null,
    });
    const id = (created.json() as { id: string }).id;

    const updated = await send('PUT', `/api/admin/rules/${id}`, {
      titleEn: 'Article 90 — Zephyr clause',
      subtitleEn: 'Scope',
      contentEn: '<p>English <strong>text</strong></p><script>alert(1)</script>',
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      title: 'Article 90 — Objet',
      titleEn: 'Article 90 — Zephyr clause',
      subtitleEn: 'Scope',
      contentEn: '<p>English <strong>text</strong></p>',
    });

    const listed = (
      await get<{ id: string; titleEn: string; content: string; contentEn: string }[]>('/api/rules')
    ).find((r) => r.id === id);
    expect(listed).toMatchObject({
      titleEn: 'Article 90 — Zephyr clause',
      content: '<p>Texte français</p>',
      contentEn: '<p>English <strong>text</strong></p>',
    });
    // English visitors search in English.
    expect((await get<{ id: string }[]>('/api/rules?search=zephyr')).map((r) => r.id)).toEqual([id]);

    // An English text with nothing visible is no English: the page falls back on the French.
    const emptied = await send('PUT', `/api/admin/rules/${id}`, { contentEn: '<p> </p>', titleEn: '' });
    expect(emptied.json()).toMatchObject({ titleEn: null, contentEn: null, subtitleEn: 'Scope' });
  });

  it('practical info: English content of the same shape as the French, refused when it is not', async () => {
    const created = await send('POST', '/api/admin/practical-info', {
      section: 'parking',
      title: 'Parking',
      content: { description: 'Parking gratuit' },
    });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ titleEn: null, contentEn: null });
    const id = (created.json() as { id: string }).id;

    const updated = await send('PUT', `/api/admin/practical-info/${id}`, {
      titleEn: 'Parking',
      contentEn: { description: 'Free parking' },
    });
    expect(updated.statusCode).toBe(200);
    const bySection =
      await get<Record<string, { id: string; content: unknown; contentEn: unknown }[]>>('/api/practical-info');
    expect(bySection.parking?.find((i) => i.id === id)).toMatchObject({
      content: { description: 'Parking gratuit' },
      contentEn: { description: 'Free parking' },
    });

    const refused = await send('PUT', `/api/admin/practical-info/${id}`, { contentEn: [1, 2] });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({ message: expect.stringContaining('Format JSON invalide') });
    // Nothing changed by the refused write.
    const admin = await get<{ id: string; contentEn: unknown }[]>('/api/admin/practical-info', true);
    expect(admin.find((i) => i.id === id)?.contentEn).toEqual({ description: 'Free parking' });
  });

  it('partners and pricing periods: English description and name, null until written', async () => {
    const partner = await send('POST', '/api/admin/partners', {
      name: 'Sponsor EN',
      logo: '/uploads/logo.png',
      description: 'Fournisseur',
    });
    expect(partner.statusCode).toBe(201);
    expect(partner.json()).toMatchObject({ description: 'Fournisseur', descriptionEn: null });
    const partnerId = (partner.json() as { id: string }).id;
    expect((await send('PUT', `/api/admin/partners/${partnerId}`, { descriptionEn: 'Supplier' })).statusCode).toBe(200);
    expect(
      (await get<{ id: string; descriptionEn: string }[]>('/api/partners')).find((p) => p.id === partnerId),
    ).toMatchObject({ description: 'Fournisseur', descriptionEn: 'Supplier' });

    const period = await send('POST', '/api/admin/pricing', {
      championshipId: 'elite',
      name: 'Tarif tardif',
      price: 30,
      startDate: '2027-01-05',
      endDate: '2027-01-20',
    });
    expect(period.statusCode).toBe(201);
    expect(period.json()).toMatchObject({ name: 'Tarif tardif', nameEn: null, descriptionEn: null });
    const periodId = (period.json() as { id: string }).id;
    expect(
      (
        await send('PUT', `/api/admin/pricing/${periodId}`, {
          nameEn: 'Late rate',
          descriptionEn: 'After the deadline',
        })
      ).statusCode,
    ).toBe(200);
    // The public championships carry their periods with both names.
    const elite = (
      await get<
        { id: string; pricingPeriods: { id: string; nameEn: string | null; descriptionEn: string | null }[] }[]
      >('/api/championships')
    ).find((c) => c.id === 'elite');
    expect(elite?.pricingPeriods.find((p) => p.id === periodId)).toMatchObject({
      nameEn: 'Late rate',
      descriptionEn: 'After the deadline',
    });
  });

  it('championships: categories and requirements in English line for line; longer than the French is refused and changes nothing', async () => {
    const body = {
      id: 'coupe-en',
      name: 'Coupe',
      nameEn: 'Cup',
      dates: '30 janvier 2026',
      description: 'Une coupe',
      descriptionEn: 'A cup',
      categories: ['Seniors Hommes', 'Seniors Femmes'],
    };
    const created = await send('POST', '/api/admin/championships', body);
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ categoriesEn: [], requirementsEn: [] });

    // A blank line inside keeps the next one in its place; blank lines at the end go.
    const updated = await send('PUT', '/api/admin/championships/coupe-en', {
      categoriesEn: ['', 'Senior women', ''],
      requirements: ['Licence'],
      requirementsEn: ['Licence (FFA)'],
    });
    expect(updated.statusCode).toBe(200);
    expect(updated.json()).toMatchObject({
      categories: ['Seniors Hommes', 'Seniors Femmes'],
      categoriesEn: ['', 'Senior women'],
      requirementsEn: ['Licence (FFA)'],
    });

    const tooLong = await send('PUT', '/api/admin/championships/coupe-en', {
      categoriesEn: ['Senior men', 'Senior women', 'Masters'],
    });
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json()).toMatchObject({
      message: expect.stringContaining('Les catégories en anglais ne peuvent pas être plus nombreuses'),
    });
    // Shortening the French list under its English one is refused the same way.
    const shorter = await send('PUT', '/api/admin/championships/coupe-en', { requirements: [] });
    expect(shorter.statusCode).toBe(400);
    expect(shorter.json()).toMatchObject({ message: expect.stringContaining('Les pièces requises en anglais') });
    const stored = (
      await get<{ id: string; categoriesEn: string[]; requirements: string[] }[]>('/api/championships')
    ).find((c) => c.id === 'coupe-en');
    expect(stored).toMatchObject({ categoriesEn: ['', 'Senior women'], requirements: ['Licence'] });
    expect(
      (await app.server.inject({ method: 'DELETE', url: '/api/admin/championships/coupe-en', headers: auth() }))
        .statusCode,
    ).toBe(200);
  });

  it('the OpenAPI document describes the English fields as ordinary optional write fields', async () => {
    const doc = (await app.server.inject({ method: 'GET', url: '/api/openapi.json' })).json() as {
      paths: Record<
        string,
        Record<
          string,
          {
            requestBody?: {
              content: Record<string, { schema: { properties?: Record<string, unknown>; required?: string[] } }>;
            };
          }
        >
      >;
    };
    const body = (path: string, method: string) =>
      doc.paths[path]?.[method]?.requestBody?.content['application/json']?.schema;
    for (const [path, fields] of [
      ['/admin/rules', ['titleEn', 'subtitleEn', 'contentEn']],
      ['/admin/practical-info', ['titleEn', 'contentEn']],
      ['/admin/partners', ['descriptionEn']],
      ['/admin/pricing', ['nameEn', 'descriptionEn']],
      ['/admin/championships', ['categoriesEn', 'requirementsEn']],
    ] as const) {
      const schema = body(path, 'post');
      for (const field of fields) {
        expect(schema?.properties, `${path} ${field}`).toHaveProperty(field);
        expect(schema?.required ?? [], `${path} ${field}`).not.toContain(field);
      }
    }
  });
});
