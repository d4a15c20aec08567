import { request } from 'node:http';
import { type Participant, participantCsvHeader, participantCsvRow, toCsv } from '@app/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeParticipantsCsv } from '../../../../packages/race-files/test-files/make-participants-csv';
import { multipartFile } from '../testing/multipart';
import { expectError, restCall, snapshotDb } from '../testing/rest-helpers';
import { createTestServer, type TestServer } from '../testing/test-server';

// Issue 27, items 4 and 15, through the real Fastify app: a file far too long is refused as soon as the
// reading passes the limit, the answers stay small, and the messages quote no one's data.

const race = {
  id: 'limits-2000',
  name: '2000 m Limites',
  nameEn: '2000 m Limits',
  date: '2026-01-30',
  time: '10:30',
  category: 'SH',
  championshipId: 'elite',
};
const header = 'Nom;Prénom;E-mail;Club;Catégorie;Championnat';
const rowOf = (i: number) => `Rameur${i};Jean;jean.${i}@limites.example;AC Paris;Seniors Hommes;elite`;

type ParticipantsAnswer = {
  created: number;
  updated: number;
  unchanged: number;
  refused: number;
  rows: { line: number; registrationDate: string | null }[];
  errors: { line: number | null; message: string }[];
};

describe('import limits and messages through the REST routes', () => {
  let app: TestServer;
  let token: string;
  beforeAll(async () => {
    app = await createTestServer({ seedDemo: false });
    token = await app.login();
    expect((await restCall(app)('POST', '/api/admin/events', race, token)).statusCode).toBe(201);
  });
  afterAll(async () => app?.dispose());

  const inject = (url: string, name: string, content: Buffer | string) => {
    const mp = multipartFile(name, content, 'text/csv');
    return app.server.inject({
      method: 'POST',
      url,
      payload: mp.payload,
      headers: { ...mp.headers, authorization: `Bearer ${token}` },
    });
  };
  const results = (content: Buffer | string, dryRun: boolean) =>
    inject(`/api/admin/events/${race.id}/results/import?dryRun=${dryRun}`, 'resultats.csv', content);
  const participants = (content: Buffer | string, dryRun: boolean) =>
    inject(`/api/admin/participants/import${dryRun ? '?dryRun=true' : ''}`, 'inscrits.csv', content);

  it('refuses a 330,000-row results file at the 501st row, preview or not, in a short answer naming the limit', async () => {
    const rows = Array.from(
      { length: 330_000 },
      (_, i) => `${i + 1};N${i + 1};${6 + (i % 3)}:${String(10 + (i % 50)).padStart(2, '0')}.${i % 10}`,
    );
    // A quote left open on the last line: read to the end, the file would be refused for that instead.
    const file = Buffer.from(['Place;Nom;Temps', ...rows, '"N0;7:00.0', ''].join('\n'));
    expect(file.length).toBeLessThan(8 * 1024 * 1024);
    const snapshot = await snapshotDb(app);
    for (const dryRun of [true, false]) {
      const res = await results(file, dryRun);
      const body = expectError(
        res,
        400,
        'Trop de lignes : plus de 500 résultats, le maximum d’une épreuve (lecture arrêtée ligne 502)',
      );
      expect(body).toMatchObject({ code: 'BAD_REQUEST', line: 502 });
      // Before: a 200 listing every row (27 MB) for the preview.
      expect(res.body.length).toBeLessThan(1000);
    }
    expect(await snapshotDb(app)).toBe(snapshot);
  }, 60_000);

  it('refuses an entries file past 10,000 rows at the next one, and bounds the preview of a long file', async () => {
    const snapshot = await snapshotDb(app);
    const long = [header, ...Array.from({ length: 10_050 }, (_, i) => rowOf(i)), ''].join('\n');
    const body = expectError(
      await participants(long, true),
      400,
      'Trop de lignes : plus de 10 000 participants, le maximum d’un import (lecture arrêtée ligne 10002) : découpez le fichier',
    );
    expect(body).not.toHaveProperty('issues');
    // 3,000 rows: all counted, the first 500 listed.
    const preview = await participants(makeParticipantsCsv(3000, { bom: true }), true);
    expect(preview.statusCode, preview.body.slice(0, 300)).toBe(200);
    const answer = preview.json() as ParticipantsAnswer;
    expect(answer).toMatchObject({ created: 3000, updated: 0, unchanged: 0, refused: 0 });
    expect(answer.rows).toHaveLength(500);
    expect(answer.rows[499]?.line).toBe(501);
    // Refused rows too: the first 200, and how many in all.
    const refused = await participants(
      [header, ...Array.from({ length: 900 }, (_, i) => rowOf(i).replace(/;elite$/, ';inconnu')), ''].join('\n'),
      true,
    );
    expect(refused.json()).toMatchObject({ created: 0, refused: 900 });
    expect((refused.json() as ParticipantsAnswer).errors).toHaveLength(200);
    expect(await snapshotDb(app)).toBe(snapshot);
  }, 60_000);

  it('refuses a file over the size limit with 413 naming it, before reading the rest of the body', async () => {
    const base = await app.start();
    const url = new URL(`${base}/api/admin/events/${race.id}/results/import?dryRun=true`);
    const boundary = '----limits';
    const head = Buffer.from(
      `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="grand.csv"\r\nContent-Type: text/csv\r\n\r\nPlace;Nom;Temps\n`,
    );
    const total = 40 * 1024 * 1024;
    let sent = 0;
    const answer = await new Promise<{ status: number; body: string; sentWhenAnswered: number }>((resolve, reject) => {
      const req = request(
        url,
        {
          method: 'POST',
          headers: {
            'content-type': `multipart/form-data; boundary=${boundary}`,
            'content-length': String(total),
            authorization: `Bearer ${token}`,
          },
        },
        (res) => {
          const sentWhenAnswered = sent;
          let body = '';
          res.on('data', (c: Buffer) => {
            body += c.toString();
          });
          res.on('end', () => resolve({ status: res.statusCode ?? 0, body, sentWhenAnswered }));
        },
      );
      req.on('error', (error) => (sent < total ? undefined : reject(error)));
      const chunk = Buffer.alloc(64 * 1024, '1;N;7:00.0\n');
      const write = () => {
        let ok = true;
        while (ok && sent < total) {
          const piece = sent === 0 ? head : chunk.subarray(0, Math.min(chunk.length, total - sent));
          sent += piece.length;
          ok = req.write(piece);
        }
        if (sent < total) req.once('drain', write);
        else req.end();
      };
      write();
    });
    expect(answer.status, answer.body).toBe(413);
    expect(JSON.parse(answer.body)).toEqual({
      message: 'Le fichier est trop volumineux. Taille maximum: 8MB',
      code: 'PAYLOAD_TOO_LARGE',
    });
    expect(answer.sentWhenAnswered).toBeLessThan(total);
  }, 60_000);

  it('names an unclosed quote by its line, once, without quoting the lines it swallowed, in both imports', async () => {
    const swallowed = [
      header,
      rowOf(1),
      `${rowOf(2).replace(';elite', ';"elite')}`,
      rowOf(3),
      `${rowOf(4).replace(';elite', ';"elite"')}`,
      '',
    ].join('\r\n');
    for (const dryRun of [true, false]) {
      const body = expectError(
        await participants(swallowed, dryRun),
        400,
        'Fichier CSV illisible : guillemet non fermé (ligne 3)',
      );
      expect(body.message).not.toMatch(/limites\.example|Rameur/);
    }
    const resultsFile = [
      'Place;Nom;Club;Temps',
      '1;Jean Dupont;AC;6:30.1',
      '2;Léa Martin;SN;"6:40.2',
      '3;Paul Bernard;CN;6:50.0',
      '4;Ana Petit;CN;"6:55.0"',
      '',
    ].join('\n');
    const refused = expectError(
      await results(resultsFile, true),
      400,
      'Fichier CSV illisible : guillemet non fermé (ligne 3)',
    );
    expect(refused).toMatchObject({ line: 3 });
  });

  it('writes the line once in every refusal, and quotes no one’s name, e-mail or phone', async () => {
    const lea = {
      firstName: 'Léa',
      lastName: 'Bernard',
      email: 'lea@limites.example',
      club: 'AC Paris',
      category: 'Seniors Femmes',
      championshipId: 'elite',
      bib: '12',
    };
    expect((await restCall(app)('POST', '/api/admin/participants', lea, token)).statusCode).toBe(201);
    // Paul is stored without a bib: a row with his e-mail and Léa's bib is refused.
    expect(
      (
        await restCall(app)(
          'POST',
          '/api/admin/participants',
          { ...lea, firstName: 'Paul', lastName: 'Roux', email: 'paul@limites.example', bib: null },
          token,
        )
      ).statusCode,
    ).toBe(201);
    const file = [
      `${header};Dossard;Payé`,
      `Roux;Paul;paul@limites.example;AC Paris;Seniors Hommes;elite;12;Oui`,
      `Noir;Anne;anne@limites.example;AC Paris;Seniors Femmes;elite;13;peut-être pas du tout, on verra bien plus tard`,
      '',
    ].join('\n');
    const preview = (await participants(file, true)).json() as ParticipantsAnswer;
    expect(preview.errors).toEqual([
      { line: 2, message: 'Ligne 2 : dossard 12 déjà attribué à un autre participant de ce championnat' },
      {
        line: 3,
        message: 'Ligne 3 : Payé — valeur « peut-être pas du tout, on ver… » non reconnue (Oui ou Non attendu)',
      },
    ]);
    const refused = expectError(await participants(file, false), 400);
    expect(refused.message).toBe(
      '2 lignes refusées : ligne 2 : dossard 12 déjà attribué à un autre participant de ce championnat ; ligne 3 : Payé — valeur « peut-être pas du tout, on ver… » non reconnue (Oui ou Non attendu)',
    );
    expect(JSON.stringify(preview.errors) + refused.message).not.toMatch(/Bernard|Léa|Roux|Paul|Noir|Anne|@/);
  });

  it('reads the registration date (JJ/MM/AAAA), and an exported file imports back unchanged', async () => {
    const call = restCall(app);
    const file = [
      `${header};Dossard;Date d'inscription`,
      `Dupré;Marc;marc@limites.example;AC Paris;Seniors Hommes;elite;401;03/11/2025`,
      `Roy;Inès;ines@limites.example;AC Paris;Seniors Femmes;elite;402;`,
      '',
    ].join('\n');
    const preview = (await participants(file, true)).json() as ParticipantsAnswer;
    expect(preview.rows.map((r) => r.registrationDate)).toEqual(['2025-11-03', null]);
    expect((await participants(file, false)).statusCode).toBe(200);
    const listed = (await call('GET', '/api/admin/participants', undefined, token)).json() as Participant[];
    const marc = listed.find((p) => p.email === 'marc@limites.example');
    expect(marc?.registrationDate).toBe('2025-11-03T12:00:00.000Z');
    const ines = listed.find((p) => p.email === 'ines@limites.example');
    expect(Date.now() - Date.parse(ines?.registrationDate ?? '')).toBeLessThan(60_000);

    // The back-office's export, as the administrator downloads it, sent back: nothing to change.
    const exported = toCsv(participantCsvHeader, listed.map(participantCsvRow));
    // The export has the nine columns of spec section 2: without the date, the import keeps each one's.
    expect(exported.split('\r\n')[0]).not.toContain("Date d'inscription");
    const again = (await participants(exported, true)).json() as ParticipantsAnswer;
    expect(again).toMatchObject({ created: 0, updated: 0, unchanged: listed.length, refused: 0 });

    // A date the file changes updates it; one that is not a date, or is to come, refuses the row.
    const moved = await participants(file.replace('03/11/2025', '2025-12-01'), true);
    expect(moved.json()).toMatchObject({
      updated: 1,
      rows: [{ registrationDate: '2025-12-01' }, { registrationDate: null }],
    });
    const wrong = (
      await participants(file.replace('03/11/2025', '31/02/2025').replace(';402;', ';402;01/01/2999'), true)
    ).json() as ParticipantsAnswer;
    expect(wrong.errors).toEqual([
      { line: 2, message: "Ligne 2 : Date d'inscription — date « 31/02/2025 » illisible (JJ/MM/AAAA attendu)" },
      { line: 3, message: "Ligne 3 : Date d'inscription — date « 01/01/2999 » à venir" },
    ]);
  });
});
