import { writeFileSync } from 'node:fs';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { pdfPages, pdfTags, pdfText } from '../../testing/pdf-text';
import { createTestApi, type TestApi } from '../../testing/test-api';

const bytes = (file: { contentBase64: string }) => Buffer.from(file.contentBase64, 'base64');

describe('PDF records (issue 33)', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    for (const [id, name, round, time] of [
      ['sf-s1', '2000 m Seniors Femmes — Série 1', 'heat', '09:00'],
      ['sf-a', '2000 m Seniors Femmes — Finale A', 'final_a', '15:00'],
    ] as const)
      await api.adminCaller.events.create({
        id,
        name,
        nameEn: name.replace('Seniors Femmes', 'Senior Women'),
        date: '2026-01-30',
        time,
        category: 'SF',
        championshipId: 'elite',
        round,
      });
    const row = (rank: number, athlete: string, club: string, time: string) => ({
      status: 'finished' as const,
      rank,
      athlete,
      category: 'Collège Garçons',
      club,
      time,
    });
    await api.adminCaller.results.setRanking({
      eventId: 'sf-a',
      rows: [
        row(1, 'Léa Éléonore', 'Aviron Bayonnais', '6:20.1'),
        row(2, 'Zoé Œuvrard', 'Cercle de l’Aviron de Metz', '6:27.4'),
        { status: 'dnf', athlete: 'Inès Dnf', category: 'SF', club: 'Nantes' },
      ],
      resultsState: 'provisional',
    });
    await api.adminCaller.results.setRanking({ eventId: 'sf-s1', rows: [row(1, 'Anaïs Série', 'Brest', '6:40.0')] });
  });
  afterEach(async () => api.dispose());

  it("draws a race's results with the round, day, time, state and DNF, watermarked until official", async () => {
    const file = await api.publicCaller.records.raceResults({ eventId: 'sf-a', lang: 'fr' });
    expect(file.fileName).toBe('resultats-sf-a.pdf');
    if (process.env.PDF_SAMPLE) writeFileSync(process.env.PDF_SAMPLE, bytes(file));
    const text = await pdfText(bytes(file));
    for (const expected of [
      "Fédération Française d'Aviron".toUpperCase(),
      '2000 m Seniors Femmes — Finale A',
      'Championnat de France Élite · Finale A · vendredi 30 janvier 2026 · 15:00',
      'Résultats provisoires',
      'Léa Éléonore',
      'Cercle de l’Aviron de Metz',
      // A category as the registration platform writes it, whole (a narrow column cut it to « Collège… »).
      'Collège Garçons',
      '6:27.4',
      'DNF',
      'Provisoire',
      'Page 1 sur 1',
    ])
      expect(text).toContain(expected);
    const english = await pdfText(bytes(await api.publicCaller.records.raceResults({ eventId: 'sf-a', lang: 'en' })));
    expect(english).toContain('Provisional results');
    expect(english).toContain('A Final · Friday, 30 January 2026 · 15:00');

    await api.adminCaller.results.setState({ eventId: 'sf-a', resultsState: 'official' });
    const official = await pdfText(bytes(await api.publicCaller.records.raceResults({ eventId: 'sf-a', lang: 'fr' })));
    expect(official).toMatch(/Résultats officiels depuis le \d{1,2} \p{L}+ \d{4} à \d\d:\d\d/u);
    expect(official).not.toContain('Provisoire');
  });

  it('tags its headings and tables for screen readers, page furniture left out', async () => {
    const results = await pdfTags(bytes(await api.publicCaller.records.raceResults({ eventId: 'sf-a', lang: 'fr' })));
    const row = (cell: string) => `TR(${Array(6).fill(cell).join(',')})`;
    expect(results).toBe(`Root(Document(H1,P,P,Table(${row('TH')},${row('TD')},${row('TD')},${row('TD')})))`);
    const { dayOfRaces } = await import('../../testing/day-of-races');
    const { raceStartListPdf } = await import('./pdf-documents');
    const [one] = dayOfRaces(1, 3);
    if (!one) throw new Error('no race');
    expect(await pdfTags(await raceStartListPdf('fr', one.race, one.entries))).toBe(
      `Root(Document(P,H1,P,Table(${row('TH')},${row('TD')},${row('TD')},${row('TD')})))`,
    );
    const championship = await pdfTags(
      bytes(await api.publicCaller.records.championshipResults({ championshipId: 'elite', lang: 'fr' })),
    );
    expect(championship).toMatch(/^Root\(Document\(H1,H2,H3,P,P,Table\(TR\(TH,/);
    expect(championship).toContain('H2,H3,P,P,Table');
  });

  it("puts a championship's finals before its other rounds", async () => {
    const file = await api.publicCaller.records.championshipResults({ championshipId: 'elite', lang: 'fr' });
    const text = await pdfText(bytes(file));
    const finals = text.indexOf('Finales');
    const other = text.indexOf('Autres tours');
    expect(finals).toBeGreaterThan(-1);
    expect(text.indexOf('Léa Éléonore')).toBeGreaterThan(finals);
    expect(other).toBeGreaterThan(text.indexOf('Léa Éléonore'));
    expect(text.indexOf('Anaïs Série')).toBeGreaterThan(other);
  });

  it('draws the medal table and the clubs ranking with their figures', async () => {
    const medals = await pdfText(bytes(await api.publicCaller.records.medals({ lang: 'fr' })));
    expect(medals).toContain('Tableau des médailles — Tous les championnats');
    expect(medals).toMatch(/Aviron Bayonnais 1 0 0 1/);
    const clubs = await pdfText(bytes(await api.publicCaller.records.clubs({ championshipId: 'elite', lang: 'fr' })));
    expect(clubs).toContain('Classement des clubs — Championnat de France Élite');
    expect(clubs).toMatch(/1 Aviron Bayonnais 10 1 0/);
    expect(clubs).toMatch(/2 Cercle de l’Aviron de Metz 8 0 1/);
    expect((await pdfPages(bytes(await api.publicCaller.records.clubs({ lang: 'en' }))))[0]).toContain(
      'Clubs’ ranking — All championships',
    );
  });
});

describe('the call room file at the real size', () => {
  it("holds a 120-race day's start lists, every entrant in its race, in time order", async () => {
    const { dayOfRaces } = await import('../../testing/day-of-races');
    const { dayStartListsPdf } = await import('./pdf-documents');
    const day = dayOfRaces(120, 8);
    const pages = await pdfPages(await dayStartListsPdf('fr', '2026-01-30', day));
    const text = pages.join('\n').replace(/\s+/g, ' ');
    expect(pages[0]?.replace(/\s+/g, ' ')).toContain('Listes de départ — chambre d’appel — vendredi 30 janvier 2026');
    expect(pages.at(-1)).toContain(`Page ${pages.length} sur ${pages.length}`);
    let at = 0;
    // Every entrant's row whole on one line: lane, name, first name, club (long ones end in « … »).
    for (const { race, entries } of day) {
      const heading = text.indexOf(race.name, at);
      expect(heading, race.name).toBeGreaterThanOrEqual(at);
      at = heading;
      for (const e of entries)
        expect(
          text.indexOf(`${e.lane} ${e.lastName} ${e.firstName} ${e.club.slice(0, 20)}`, at),
          e.lastName,
        ).toBeGreaterThan(at);
    }
  });
});
