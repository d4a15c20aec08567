import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createOk, expectError, restCall } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

type Change = { field: string; before: string | null; after: string | null };
type Entry = { id: string; entity: string; entityId: string | null; action: string; changes: Change[] };
type Found = { email: string; records: { kind: string; id: string; fields: Record<string, string | null> }[] };

/** A person whose every value is unique to them: none of it may be left in the journal once erased. */
const person = (n: string) => ({
  firstName: `Ondine${n}`,
  lastName: `Kerbrat${n}`,
  email: `ondine.kerbrat${n}@exemple.fr`,
  phone: `06 11 22 33 ${n}`,
  club: `Aviron Kerbratais ${n}`,
});
const traces = (p: ReturnType<typeof person>) => [p.firstName, p.lastName, p.email, p.phone, p.club];

describe('REST personal data: the journal and the results of an erased person', () => {
  let app: TestServer;
  let call: ReturnType<typeof restCall>;
  let token: string;
  const audit = async () => (await call('GET', '/api/admin/audit', undefined, token)).json() as Entry[];
  const auditCsv = async () =>
    (
      await app.server.inject({
        method: 'GET',
        url: '/api/admin/audit.csv',
        headers: { authorization: `Bearer ${token}` },
      })
    ).body;
  const find = async (email: string) =>
    (
      await call('GET', `/api/admin/personal-data?email=${encodeURIComponent(email)}`, undefined, token)
    ).json() as Found;

  beforeAll(async () => {
    app = await createTestServer();
    call = restCall(app);
    token = await app.login();
    await createOk(
      app,
      '/api/admin/events',
      {
        id: 'journal-race',
        name: 'Finale journal',
        nameEn: 'Journal final',
        date: '2026-01-30',
        time: '10:00',
        category: 'SF',
        championshipId: 'elite',
      },
      token,
    );
  });
  afterAll(() => app.dispose());

  /** Everything an administrator writes about one person: a registration changed, a result, an application, a press request and a message reviewed. */
  async function fill(p: ReturnType<typeof person>) {
    const participant = await createOk(
      app,
      '/api/admin/participants',
      {
        firstName: p.firstName,
        lastName: p.lastName,
        email: p.email,
        phone: p.phone,
        club: p.club,
        category: 'SF',
        championshipId: 'elite',
      },
      token,
    );
    expect(
      (await call('PUT', `/api/admin/participants/${participant}`, { phone: `${p.phone}9`, paid: true }, token))
        .statusCode,
    ).toBe(200);
    const result = await createOk(
      app,
      '/api/admin/results',
      {
        eventId: 'journal-race',
        rank: 1,
        athlete: `${p.firstName} ${p.lastName}`,
        category: 'SF',
        club: p.club,
        time: '7:01.2',
        participantId: participant,
      },
      token,
    );
    const volunteer = await createOk(app, '/api/volunteers', {
      firstName: p.firstName,
      lastName: p.lastName,
      email: p.email,
      phone: p.phone,
      role: 'accueil',
      availability: ['friday-morning'],
      motivation: 'Aider',
    });
    const accreditation = await createOk(app, '/api/press-accreditations', {
      media: 'Radio X',
      journalist: `${p.firstName} ${p.lastName}`,
      email: p.email,
      phone: p.phone,
      type: 'radio',
    });
    const message = await createOk(app, '/api/contact', {
      name: `${p.firstName} ${p.lastName}`,
      email: p.email,
      subject: 'Mes données',
      category: 'autre',
      message: 'Bonjour',
      consent: true,
    });
    expect(
      (await call('PUT', `/api/admin/volunteers/${volunteer}/status`, { status: 'APPROVED' }, token)).statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/press-accreditations/${accreditation}/status`, { status: 'APPROVED' }, token))
        .statusCode,
    ).toBe(200);
    expect(
      (await call('PUT', `/api/admin/messages/${message}/status`, { status: 'PROCESSED' }, token)).statusCode,
    ).toBe(200);
    return { participant, result, volunteer, accreditation, message };
  }

  it('lists the journal entries about the person and their results, then erases the values of every entry and, when asked, anonymises the results', async () => {
    const p = person('01');
    const ids = await fill(p);
    // Before: the journal holds the person (what the audit found).
    expect(JSON.stringify(await audit())).toContain(p.phone);

    const found = await find(p.email);
    const journal = found.records.filter((r) => r.kind === 'journal');
    // The registration's creation and update, the result's creation and the three reviews.
    expect(journal.map((r) => r.fields.Identifiant).sort()).toEqual(
      [ids.participant, ids.participant, ids.result, ids.volunteer, ids.accreditation, ids.message].sort(),
    );
    expect(
      journal.find((r) => r.fields.Action === 'Création' && r.fields.Identifiant === ids.participant)?.fields
        .Modifications,
    ).toContain(`lastName : ∅ → ${p.lastName}`);
    expect(found.records.filter((r) => r.kind === 'result')).toEqual([
      expect.objectContaining({
        id: ids.result,
        fields: expect.objectContaining({ Athlète: `${p.firstName} ${p.lastName}`, Épreuve: 'Finale journal' }),
      }),
    ]);

    const erased = await call(
      'DELETE',
      `/api/admin/personal-data?email=${encodeURIComponent(p.email)}&anonymiseResults=true`,
      undefined,
      token,
    );
    expect(erased.statusCode, erased.body).toBe(200);
    expect(erased.json()).toMatchObject({ deleted: 4, journalErased: 6, resultsAnonymised: 1 });

    // The entries stay, their values become [effacé]; neither the JSON nor the CSV holds anything of the person.
    const entries = await audit();
    const creation = entries.find(
      (e) => e.entity === 'participants' && e.entityId === ids.participant && e.action === 'create',
    );
    expect(creation?.changes).toContainEqual({ field: 'lastName', before: null, after: '[effacé]' });
    expect(entries.find((e) => e.entity === 'volunteers' && e.entityId === ids.volunteer)?.changes).toEqual([
      { field: 'status', before: '[effacé]', after: '[effacé]' },
    ]);
    const json = JSON.stringify(entries).toLowerCase();
    const csv = (await auditCsv()).toLowerCase();
    for (const value of traces(p)) {
      expect(json, value).not.toContain(value.toLowerCase());
      expect(csv, value).not.toContain(value.toLowerCase());
    }
    // The result stays in the ranking, under another name and linked to no one.
    const rows = (await call('GET', '/api/results?eventId=journal-race')).json() as {
      id: string;
      athlete: string;
      club: string;
      rank: number;
      participantId: string | null;
    }[];
    expect(rows.find((r) => r.id === ids.result)).toMatchObject({
      athlete: 'Athlète anonyme',
      rank: 1,
      participantId: null,
    });
    // Nobody's page: anonymised results are not gathered under one name.
    expectError(await call('GET', '/api/athletes/athlete-anonyme--aviron-kerbratais-01'), 404);
    expectError(await call('GET', `/api/athletes/p-${ids.participant}`), 404);
    expect((await find(p.email)).records).toEqual([]);
  });

  it('keeps the results, as public sporting records, unless asked: the link goes, the name stays', async () => {
    const p = person('02');
    const ids = await fill(p);
    const erased = await call(
      'DELETE',
      `/api/admin/personal-data?email=${encodeURIComponent(p.email)}`,
      undefined,
      token,
    );
    expect(erased.json()).toMatchObject({ deleted: 4, resultsAnonymised: 0 });
    const rows = (await call('GET', '/api/results?eventId=journal-race')).json() as {
      id: string;
      athlete: string;
      participantId: string | null;
    }[];
    expect(rows.find((r) => r.id === ids.result)).toMatchObject({
      athlete: `${p.firstName} ${p.lastName}`,
      participantId: null,
    });
    // The registration's entries are erased: its e-mail and phone are nowhere in the journal.
    const json = JSON.stringify(await audit());
    expect(json).not.toContain(p.email);
    expect(json).not.toContain(p.phone);
    expectError(
      await call(
        'DELETE',
        `/api/admin/personal-data?email=${encodeURIComponent(p.email)}&anonymiseResults=peut-etre`,
        undefined,
        token,
      ),
      400,
      /anonymiseResults/,
    );
  });

  it('erases the journal values of one record deleted on its own, and finds an entry that only names the address', async () => {
    const p = person('03');
    const ids = await fill(p);
    expect((await call('DELETE', `/api/admin/participants/${ids.participant}`, undefined, token)).statusCode).toBe(200);
    const creation = (await audit()).find((e) => e.entityId === ids.participant && e.action === 'create');
    expect(JSON.stringify(creation)).not.toContain(p.lastName);
    expect(creation?.changes.every((c) => c.before === null && c.after === '[effacé]')).toBe(true);

    // An entry written before erasure reached the journal, about a row long gone: found by the address it holds.
    await app.handle.db
      .insertInto('auditEntries')
      .values({
        id: 'old-entry',
        at: new Date().toISOString(),
        accountId: null,
        accountEmail: 'admin@test.fr',
        entity: 'participants',
        entityId: 'gone',
        action: 'create',
        changes: JSON.stringify([{ field: 'email', before: null, after: p.email.toUpperCase() }]),
      })
      .execute();
    // Someone else's address that ends with this one is theirs: neither found nor erased.
    const other = `marie.${p.email}`;
    await app.handle.db
      .insertInto('auditEntries')
      .values({
        id: 'other-entry',
        at: new Date().toISOString(),
        accountId: null,
        accountEmail: 'admin@test.fr',
        entity: 'participants',
        entityId: 'other',
        action: 'create',
        changes: JSON.stringify([{ field: 'email', before: null, after: other }]),
      })
      .execute();
    expect((await find(p.email)).records.filter((r) => r.kind === 'journal').map((r) => r.id)).toEqual(
      expect.arrayContaining(['old-entry']),
    );
    expect((await find(p.email)).records.map((r) => r.id)).not.toContain('other-entry');
    await call('DELETE', `/api/admin/personal-data?email=${encodeURIComponent(p.email)}`, undefined, token);
    expect(
      JSON.stringify(await audit())
        .toLowerCase()
        .replaceAll(other, ''),
    ).not.toContain(p.email);
    expect((await audit()).find((e) => e.id === 'other-entry')?.changes).toEqual([
      { field: 'email', before: null, after: other },
    ]);
  });
});
