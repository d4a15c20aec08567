import { type AthletePage, defaultSiteSettings, publicRoutes, type RacePage } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { eventFacts } from './event-facts';
import { athleteDescription, pageDescription, raceDescription } from './page-descriptions';

const facts = eventFacts(defaultSiteSettings);

describe('one description per page', () => {
  it('writes a distinct French sentence for every public page, with the event facts', () => {
    const descriptions = publicRoutes.map((route) => pageDescription(route, facts));
    expect(new Set(descriptions).size).toBe(publicRoutes.length);
    for (const description of descriptions) expect(description.length).toBeLessThanOrEqual(170);
    expect(pageDescription('/', facts)).toBe(
      "Les Championnats de France d'Aviron Indoor 2026 ont lieu du 29 au 31 janvier 2026 à Paris (Stade Pierre de Coubertin) : programme, inscriptions et résultats.",
    );
    expect(pageDescription('/contact', facts)).toContain('contact@aviron-indoor-2026.fr');
    expect(pageDescription('/resultats/clubs', facts)).toBe(
      "Challenge des clubs des Championnats de France d'Aviron Indoor 2026 : classement des clubs aux points gagnés en finale A, par championnat.",
    );
    expect(pageDescription('/page-inconnue', facts)).toBe(
      "Site officiel des Championnats de France d'Aviron Indoor 2026, du 29 au 31 janvier 2026 à Paris (Stade Pierre de Coubertin).",
    );
  });
});

describe('race and athlete pages', () => {
  const race: RacePage = {
    race: {
      id: 'elite-1',
      name: '2000 m Seniors Femmes',
      nameEn: '2000 m Senior Women',
      date: '2026-01-30',
      time: '14:30',
      category: 'Senior F',
      championshipId: 'elite',
      championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
      resultsState: 'official',
      round: 'final_a',
      officialAt: null,
    },
    errata: [],
    ranking: [],
    previous: null,
    next: null,
  };
  const row = (rank: number | null, status: 'finished' | 'dns') => ({
    id: `r${rank}`,
    eventId: 'elite-1',
    rank,
    athlete: 'A',
    category: 'Senior F',
    club: 'SN Lyon',
    time: rank ? '7:00.0' : null,
    status,
    participantId: null,
  });

  it('says which race, championship, day and time, and where its results stand', () => {
    expect(raceDescription(race, facts)).toBe(
      "2000 m Seniors Femmes (Championnat de France Élite), le 30 janvier 2026 à 14:30, aux Championnats de France d'Aviron Indoor 2026 : les résultats seront publiés ici après la course.",
    );
    expect(
      raceDescription({ ...race, ranking: [row(1, 'finished'), row(2, 'finished'), row(null, 'dns')] }, facts),
    ).toContain(': résultats officiels, classement complet avec temps et podium (2 classés).');
  });

  it('counts an athlete’s races and medals', () => {
    const result = { ...row(1, 'finished'), event: { ...race.race }, medal: 'gold' as const };
    const athlete: AthletePage = {
      key: 'p-1',
      name: 'Jeanne Martin',
      club: 'SN Lyon',
      category: 'Senior F',
      bib: '12',
      championships: [race.race.championship],
      results: [result, { ...result, id: 'r2', rank: 5, medal: null }],
      races: [],
    };
    expect(athleteDescription(athlete, facts)).toBe(
      "Jeanne Martin (SN Lyon) aux Championnats de France d'Aviron Indoor 2026 : 2 épreuves courues, 1 médaille d'or, avec rang et temps de chaque course.",
    );
    expect(athleteDescription({ ...athlete, results: [] }, facts)).toContain('publiés ici dès la fin de chaque course');
  });
});
