import { personalDataCsvHeader, personalDataCsvRows, toCsv } from '@app/contract';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, TEST_ADMIN, type TestApi } from '../../testing/test-api';

const EMAIL = 'camille.durand@exemple.fr';

/** One record of each kind for EMAIL, one volunteer for someone else; the participant stored in capitals. */
async function fillFor(api: TestApi) {
  const volunteer = await api.publicCaller.volunteers.submit({
    firstName: 'Camille',
    lastName: 'Durand',
    email: EMAIL,
    phone: null,
    role: 'accueil',
    availability: ['friday-morning'],
    experience: '',
    motivation: 'Aider',
  });
  await api.publicCaller.volunteers.submit({
    firstName: 'Autre',
    lastName: 'Personne',
    email: 'autre@exemple.fr',
    phone: null,
    role: 'accueil',
    availability: [],
    experience: '',
    motivation: 'Aider',
  });
  const message = await api.publicCaller.contact.submit({
    name: 'Camille Durand',
    email: EMAIL,
    subject: 'Question',
    category: 'autre',
    message: '=1+1 formule',
    consent: true,
  });
  const press = await api.publicCaller.accreditations.submit({
    media: 'Le Journal',
    journalist: 'Camille Durand',
    email: EMAIL,
    phone: null,
    type: 'web',
    needs: null,
  });
  await api.publicCaller.newsletter.subscribe({ email: EMAIL });
  const newsletter = await api.db
    .selectFrom('newsletterSubscriptions')
    .select('id')
    .where('email', '=', EMAIL)
    .executeTakeFirstOrThrow();
  const participant = await api.adminCaller.participants.create({
    firstName: 'Camille',
    lastName: 'Durand',
    email: EMAIL,
    phone: null,
    club: 'AC Paris',
    category: 'Senior',
    championshipId: 'indoor',
    bib: null,
    personalBest: null,
  });
  await api.db
    .updateTable('participants')
    .set({ email: 'Camille.DURAND@Exemple.fr' })
    .where('id', '=', participant.id)
    .execute();
  return {
    volunteer: volunteer.id,
    message: message.id,
    accreditation: press.id,
    newsletter: newsletter.id,
    participant: participant.id,
  };
}

describe('personal data', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('finds every record of one address, whatever its case, and nothing of anybody else', async () => {
    const ids = await fillFor(api);
    const found = await api.adminCaller.personalData.find({ email: ' CAMILLE.Durand@exemple.fr ' });
    expect(found.email).toBe(EMAIL);
    expect(
      found.records
        .filter((r) => r.kind !== 'journal')
        .map((r) => [r.kind, r.id])
        .sort(),
    ).toEqual(
      [
        ['accreditation', ids.accreditation],
        ['message', ids.message],
        ['newsletter', ids.newsletter],
        ['participant', ids.participant],
        ['volunteer', ids.volunteer],
      ].sort(),
    );
    const volunteer = found.records.find((r) => r.kind === 'volunteer');
    expect(volunteer?.fields).toMatchObject({
      Prénom: 'Camille',
      Nom: 'Durand',
      'E-mail': EMAIL,
      Motivation: 'Aider',
      Téléphone: null,
    });
    // Labels, as the forms showed them, not the stored codes.
    expect(volunteer?.fields).toMatchObject({
      Rôle: 'Accueil',
      Disponibilités: 'Vendredi 8h-12h',
      Statut: 'En attente',
    });
    expect(found.records.find((r) => r.kind === 'accreditation')?.fields).toMatchObject({
      Type: 'Web',
      Statut: 'En attente',
    });
    expect(found.records.find((r) => r.kind === 'message')?.fields).toMatchObject({
      Catégorie: 'Autre',
      Statut: 'En attente',
    });
    // The participant's creation, in the journal: found with the records.
    expect(found.records.filter((r) => r.kind === 'journal').map((r) => r.fields.Identifiant)).toEqual([
      ids.participant,
    ]);
    expect(found.records.find((r) => r.kind === 'participant')?.fields).toMatchObject({
      Club: 'AC Paris',
      'E-mail': 'Camille.DURAND@Exemple.fr',
    });
    // An administrator's own address is found too (the account is closed elsewhere).
    expect((await api.adminCaller.personalData.find({ email: TEST_ADMIN.email })).records.map((r) => r.kind)).toEqual([
      'account',
    ]);
  });

  it('exports one CSV row per record, its fields one line each in a quoted cell', async () => {
    await fillFor(api);
    const csv = toCsv(
      personalDataCsvHeader,
      personalDataCsvRows(await api.adminCaller.personalData.find({ email: EMAIL })),
    );
    const lines = csv.split('\r\n').filter(Boolean);
    expect(lines[0]).toBe('\uFEFFType;Identifiant;Date;Données');
    // The user's text never starts a cell (each line begins with the field's name): no formula can run.
    expect(csv).toMatch(
      /;"Nom : Camille Durand\nE-mail : camille.durand@exemple.fr\nSujet : Question\nCatégorie : Autre\nMessage : =1\+1 formule\n/,
    );
    expect(csv.match(/^(Inscription|Candidature|Message de contact|Demande|Abonnement)/gm)).toHaveLength(5);
  });

  it('erases the address everywhere it can, and only that address', async () => {
    await fillFor(api);
    expect(await api.adminCaller.personalData.removeAll({ email: 'Camille.Durand@exemple.fr' })).toEqual({
      message: '5 enregistrement(s) supprimé(s) ; 1 entrée(s) du journal effacée(s)',
      deleted: 5,
      journalErased: 1,
      resultsAnonymised: 0,
    });
    expect((await api.adminCaller.personalData.find({ email: EMAIL })).records).toEqual([]);
    expect((await api.adminCaller.volunteers.adminList()).map((v) => v.email)).toEqual(['autre@exemple.fr']);
    expect(await api.adminCaller.personalData.removeAll({ email: EMAIL })).toMatchObject({ deleted: 0 });
  });

  it('deletes one record by kind; an unknown id is NOT_FOUND; all of it needs a token', async () => {
    const ids = await fillFor(api);
    await api.adminCaller.volunteers.remove({ id: ids.volunteer });
    await api.adminCaller.contact.remove({ id: ids.message });
    await api.adminCaller.accreditations.remove({ id: ids.accreditation });
    expect((await api.adminCaller.personalData.find({ email: EMAIL })).records.map((r) => r.kind).sort()).toEqual([
      'journal',
      'newsletter',
      'participant',
    ]);
    await expect(api.adminCaller.volunteers.remove({ id: ids.volunteer })).rejects.toMatchObject({
      code: 'NOT_FOUND',
      message: 'Candidature introuvable',
    });
    await expect(api.adminCaller.contact.remove({ id: ids.message })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(api.adminCaller.accreditations.remove({ id: ids.accreditation })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    await expect(api.publicCaller.personalData.find({ email: EMAIL })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.publicCaller.personalData.removeAll({ email: EMAIL })).rejects.toMatchObject({
      code: 'UNAUTHORIZED',
    });
    await expect(api.publicCaller.volunteers.remove({ id: 'x' })).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(api.adminCaller.personalData.find({ email: 'pas une adresse' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
  });
});
