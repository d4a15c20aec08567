import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import {
  accreditationInput,
  championshipCreateInput,
  contactInput,
  eventCreateInput,
  eventTypeCreateInput,
  loginInput,
  newsletterInput,
  officialDocumentCreateInput,
  participantCreateInput,
  partnerCreateInput,
  practicalInfoCreateInput,
  pricingCreateInput,
  resultCreateInput,
  ruleCreateInput,
  volunteerInput,
} from './index';

/** Asserts the schema refuses `input` with a French message mentioning `pattern`. */
function refuses(schema: z.ZodType, input: unknown, pattern: RegExp) {
  const result = schema.safeParse(input);
  expect(result.success, JSON.stringify(input)).toBe(false);
  if (!result.success) {
    const messages = result.error.issues.map((i) => i.message).join(' | ');
    expect(messages).toMatch(pattern);
    expect(messages).not.toMatch(/\b(Invalid|Required|expected|received)\b/);
  }
}

const cases: {
  name: string;
  schema: z.ZodType;
  valid: Record<string, unknown>;
  invalid: [Record<string, unknown>, RegExp][];
}[] = [
  {
    name: 'volunteer',
    schema: volunteerInput,
    valid: {
      firstName: 'Léa',
      lastName: 'Martin',
      email: 'lea@example.fr',
      role: 'accueil',
      motivation: 'Aider',
      availability: ['friday-morning'],
    },
    invalid: [
      [{ firstName: '' }, /obligatoire/],
      [{ lastName: '   ' }, /obligatoire/],
      [{ email: 'pas-un-email' }, /e-mail invalide/],
      [{ email: '  ' }, /^Ce champ est obligatoire$/],
      [{ role: 'cuisine' }, /Rôle invalide/],
      // Issue 28, item 6: the select left on its empty first option is a missing answer, not a wrong one.
      [{ role: '' }, /^Ce champ est obligatoire$/],
      [{ role: undefined }, /^Ce champ est obligatoire$/],
      [{ motivation: '' }, /obligatoire/],
      [{ availability: ['monday'] }, /Créneau invalide/],
      [{ firstName: 'x'.repeat(81) }, /dépasser 80/],
    ],
  },
  {
    name: 'press accreditation',
    schema: accreditationInput,
    valid: { media: 'L’Équipe', journalist: 'Jean Dupont', email: 'jean@lequipe.fr', type: 'presse-ecrite' },
    invalid: [
      [{ media: '' }, /obligatoire/],
      [{ journalist: '' }, /obligatoire/],
      [{ email: 'x@' }, /e-mail invalide/],
      [{ type: 'blog' }, /Type de média invalide/],
      [{ type: '' }, /^Ce champ est obligatoire$/],
    ],
  },
  {
    name: 'contact',
    schema: contactInput,
    valid: {
      name: 'Paul',
      email: 'paul@example.fr',
      category: 'inscription',
      subject: 'Question',
      message: 'Bonjour',
      consent: true,
    },
    invalid: [
      [{ name: '' }, /obligatoire/],
      [{ email: 'paul' }, /e-mail invalide/],
      [{ category: 'spam' }, /Catégorie invalide/],
      [{ category: '' }, /^Ce champ est obligatoire$/],
      [{ subject: '' }, /obligatoire/],
      [{ message: '' }, /obligatoire/],
      [{ consent: false }, /accepter/],
    ],
  },
  {
    name: 'newsletter',
    schema: newsletterInput,
    valid: { email: 'a@b.fr' },
    invalid: [[{ email: 'nope' }, /e-mail invalide/]],
  },
  {
    name: 'login',
    schema: loginInput,
    valid: { email: 'admin@example.fr', password: 'secret' },
    invalid: [
      [{ email: '' }, /obligatoire/],
      [{ password: '' }, /obligatoire/],
      [{ email: 'admin' }, /e-mail invalide/],
    ],
  },
  {
    name: 'championship',
    schema: championshipCreateInput,
    valid: { id: 'elite_2', name: 'Élite', nameEn: 'Elite', dates: '29 janvier', description: 'd', descriptionEn: 'd' },
    invalid: [
      [{ id: 'Élite' }, /lettres minuscules, chiffres, tirets et underscores/],
      [{ id: '' }, /obligatoire/],
      [{ name: '' }, /obligatoire/],
      [{ nameEn: '' }, /obligatoire/],
      [{ dates: '' }, /obligatoire/],
      [{ description: '' }, /obligatoire/],
      [{ descriptionEn: '' }, /obligatoire/],
      [{ order: -1 }, /positif/],
    ],
  },
  {
    name: 'programme event',
    schema: eventCreateInput,
    valid: {
      name: '2000m SH',
      nameEn: '2000m men',
      championshipId: 'elite',
      category: 'SH',
      date: '2026-01-29',
      time: '09:30',
    },
    invalid: [
      [{ name: '' }, /obligatoire/],
      [{ nameEn: '' }, /obligatoire/],
      [{ championshipId: '' }, /championnat est obligatoire/],
      [{ category: '' }, /obligatoire/],
      [{ date: '29/01/2026' }, /Date invalide/],
      [{ date: '2026-02-30' }, /Date invalide/],
      [{ time: '25:00' }, /Heure invalide/],
    ],
  },
  {
    name: 'pricing period',
    schema: pricingCreateInput,
    valid: { championshipId: 'elite', name: 'Early Bird', price: 17.5, startDate: '2025-10-06', endDate: '2025-11-30' },
    invalid: [
      [{ championshipId: '' }, /championnat est obligatoire/],
      [{ name: '' }, /obligatoire/],
      [{ price: -1 }, /positif/],
      [{ price: 'abc' }, /nombre/],
      [{ price: 1.234 }, /deux décimales/],
      [{ startDate: '' }, /Date invalide/],
      [{ endDate: '2025-01-01' }, /postérieure/],
    ],
  },
  {
    name: 'practical info',
    schema: practicalInfoCreateInput,
    valid: { section: 'venue', title: 'Lieu', content: { address: 'Paris', lines: ['a', 'b'] } },
    invalid: [
      [{ section: 'bar' }, /Section invalide/],
      [{ title: '' }, /obligatoire/],
      [{ content: 42 }, /JSON invalide/],
      [{ content: '' }, /obligatoire/],
    ],
  },
  {
    name: 'official document',
    schema: officialDocumentCreateInput,
    valid: {
      title: 'Règlement',
      titleEn: 'Rules',
      description: 'd',
      descriptionEn: 'd',
      category: 'forms',
      fileName: 'r.pdf',
      fileUrl: '/uploads/abc.pdf',
      fileSize: 1200,
    },
    invalid: [
      [{ title: '' }, /obligatoire/],
      [{ titleEn: '' }, /obligatoire/],
      [{ description: '' }, /obligatoire/],
      [{ descriptionEn: '' }, /obligatoire/],
      [{ category: 'misc' }, /Catégorie invalide/],
      [{ fileUrl: undefined }, /fichier est obligatoire/],
      [{ color: 'rainbow' }, /Couleur invalide/],
      [{ icon: 'Skull' }, /Icône invalide/],
      [{ order: -2 }, /positif/],
    ],
  },
  {
    name: 'partner',
    schema: partnerCreateInput,
    valid: { name: 'Concept2', logo: '/uploads/logo.png', website: 'https://concept2.fr' },
    invalid: [
      [{ name: '' }, /obligatoire/],
      [{ logo: 'pas une url' }, /logo invalide/],
      [{ website: 'concept2' }, /URL valide/],
      [{ level: 'GOLD' }, /Niveau de partenaire invalide/],
      [{ order: -1 }, /positif/],
    ],
  },
  {
    name: 'rule',
    schema: ruleCreateInput,
    valid: { section: 'general', title: 'Article 1', content: '<p>Texte</p>' },
    invalid: [
      [{ section: '' }, /^Ce champ est obligatoire$/],
      [{ section: 'misc' }, /Section invalide/],
      [{ title: '' }, /obligatoire/],
      [{ content: '' }, /contenu est obligatoire/],
      [{ order: -1 }, /positif/],
      [{ fileUrl: '../../etc/passwd' }, /Fichier invalide/],
    ],
  },
  {
    name: 'event type',
    schema: eventTypeCreateInput,
    valid: { id: '500m', name: '500 m', nameEn: '500 m', description: 'Sprint', descriptionEn: 'Sprint' },
    invalid: [
      [{ id: '500 M' }, /lettres minuscules/],
      [{ name: '' }, /obligatoire/],
      [{ nameEn: '' }, /obligatoire/],
      [{ description: '' }, /obligatoire/],
      [{ descriptionEn: '' }, /obligatoire/],
      [{ color: 'blue' }, /Couleur invalide/],
      [{ order: -1 }, /positif/],
    ],
  },
  {
    name: 'participant',
    schema: participantCreateInput,
    valid: {
      firstName: 'Ana',
      lastName: 'Roy',
      email: 'ana@club.fr',
      club: 'AC Paris',
      category: 'SF',
      championshipId: 'elite',
    },
    invalid: [
      [{ email: 'ana' }, /e-mail invalide/],
      [{ club: '' }, /obligatoire/],
    ],
  },
  {
    name: 'result',
    schema: resultCreateInput,
    valid: { eventId: 'elite-1', rank: 1, athlete: 'Ana Roy', category: 'SF', club: 'AC Paris', time: '6:52.3' },
    invalid: [
      [{ rank: 0 }, /supérieur ou égal à 1/],
      [{ time: 'vite' }, /Temps invalide/],
    ],
  },
];

describe('contract schemas', () => {
  for (const c of cases) {
    describe(c.name, () => {
      it('accepts a valid example', () => {
        const result = c.schema.safeParse(c.valid);
        expect(result.success, JSON.stringify(result.error?.issues)).toBe(true);
      });
      for (const [patch, pattern] of c.invalid) {
        it(`refuses ${JSON.stringify(patch)} in French`, () => refuses(c.schema, { ...c.valid, ...patch }, pattern));
      }
    });
  }

  it('applies the defaults of spec section 3', () => {
    expect(partnerCreateInput.parse({ name: 'X', logo: '/uploads/x.png' })).toMatchObject({
      level: 'OFFICIAL',
      order: 0,
      website: null,
    });
    expect(
      eventTypeCreateInput.parse({ id: 'relais', name: 'R', nameEn: 'R', description: 'd', descriptionEn: 'd' }),
    ).toMatchObject({
      color: 'gray',
      active: true,
      order: 0,
    });
    expect(
      officialDocumentCreateInput.parse({
        title: 't',
        titleEn: 't',
        description: 'd',
        descriptionEn: 'd',
        category: 'forms',
        fileName: 'a.pdf',
        fileUrl: '/uploads/a.pdf',
        fileSize: 1,
      }),
    ).toMatchObject({ icon: 'FileText', color: 'gray', order: 0 });
    expect(
      championshipCreateInput.parse({
        id: 'a',
        name: 'n',
        nameEn: 'n',
        dates: 'd',
        description: 'd',
        descriptionEn: 'd',
        categories: ['A', '', ' B '],
      }).categories,
    ).toEqual(['A', 'B']);
  });
});
