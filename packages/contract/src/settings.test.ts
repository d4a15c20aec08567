import { describe, expect, it } from 'vitest';
import { siteSettingsUpdateInput, withDefaults } from './settings';
import { defaultSiteSettings } from './settings-values';
import { site } from './site';

const audit = {
  status: 'partial',
  rate: '72,5',
  auditDate: '2026-12-01',
  method: 'Audit RGAA 4.1.2 sur 12 pages',
  methodEn: '',
};
const messages = (input: unknown) => {
  const parsed = siteSettingsUpdateInput.safeParse(input);
  return parsed.success ? [] : parsed.error.issues.map((i) => `${i.path.join('.')}: ${i.message}`);
};

describe('accessibility and legal settings', () => {
  it('states no conformance without an audit, and names the publication director, by default', () => {
    expect(defaultSiteSettings.accessibility).toMatchObject({
      status: 'none',
      rate: '',
      auditDate: site.accessibility.auditDate,
    });
    expect(defaultSiteSettings.accessibility.method).toMatch(/axe-core/);
    expect(defaultSiteSettings.accessibility.methodEn).toMatch(/axe-core/);
    expect(defaultSiteSettings.publicationDirector).toEqual({
      name: "Président de la Fédération Française d'Aviron",
      contact: site.email,
    });
  });

  it('takes an audit with its rate (a comma read as a decimal point) and a director', () => {
    const parsed = siteSettingsUpdateInput.parse({
      accessibility: audit,
      publicationDirector: { name: ' Marie Durand ', contact: 'direction@exemple.fr' },
    });
    expect(parsed.accessibility).toEqual({ ...audit, rate: '72.5' });
    expect(parsed.publicationDirector).toEqual({ name: 'Marie Durand', contact: 'direction@exemple.fr' });
  });

  it('refuses a status the rate does not support, as the RGAA sets the thresholds', () => {
    const mismatch = expect.arrayContaining([
      expect.stringMatching(/^accessibility\.status: L'état de conformité ne correspond pas au taux/),
    ]);
    expect(messages({ accessibility: { ...audit, rate: '' } })).toEqual(mismatch);
    expect(messages({ accessibility: { ...audit, rate: '42' } })).toEqual(mismatch);
    expect(messages({ accessibility: { ...audit, status: 'full', rate: '99.9' } })).toEqual(mismatch);
    expect(messages({ accessibility: { ...audit, status: 'none', rate: '50' } })).toEqual(mismatch);
    expect(messages({ accessibility: { ...audit, status: 'full', rate: '100' } })).toEqual([]);
    expect(messages({ accessibility: { ...audit, status: 'none', rate: '' } })).toEqual([]);
    expect(messages({ accessibility: { ...audit, status: 'none', rate: '31' } })).toEqual([]);
  });

  it('refuses a bad status, rate or date, and a director without contact, in French', () => {
    expect(messages({ accessibility: { ...audit, status: 'conforme' } })).toContain(
      'accessibility.status: État de conformité invalide',
    );
    expect(messages({ accessibility: { ...audit, rate: '120' } })).toContain(
      'accessibility.rate: Taux invalide : un pourcentage entre 0 et 100, vide sans audit',
    );
    expect(messages({ accessibility: { ...audit, rate: '70 %' } })).toContain(
      'accessibility.rate: Taux invalide : un pourcentage entre 0 et 100, vide sans audit',
    );
    expect(messages({ accessibility: { ...audit, auditDate: '01/12/2026' } })).toContain(
      'accessibility.auditDate: Date invalide (format AAAA-MM-JJ)',
    );
    expect(messages({ accessibility: { ...audit, method: ' ' } })).toContain(
      'accessibility.method: Ce champ est obligatoire',
    );
    expect(messages({ publicationDirector: { name: 'Marie Durand', contact: '' } })).toContain(
      'publicationDirector.contact: Ce champ est obligatoire',
    );
  });

  it('reads a document stored before these sections with their defaults, and a damaged section too', () => {
    const older = withDefaults({ contactEmail: 'bureau@exemple.fr', publisher: site.publisher });
    expect(older.contactEmail).toBe('bureau@exemple.fr');
    expect(older.accessibility).toEqual(defaultSiteSettings.accessibility);
    expect(older.publicationDirector).toEqual(defaultSiteSettings.publicationDirector);
    expect(withDefaults({ accessibility: { status: 'conforme' } }).accessibility).toEqual(
      defaultSiteSettings.accessibility,
    );
  });
});
