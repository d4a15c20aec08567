import type { Result } from '@app/contract';
import { describe, expect, it } from 'vitest';
import { resultsCsv } from './export-results';

const event = { id: 'e1', name: '2000 m Seniors Femmes', nameEn: '2000 m Senior Women', date: '2026-01-30', time: '10:00', championship: { id: 'elite', name: 'Élite', nameEn: 'Elite' }, resultsState: 'official' as const, round: 'final_a' as const };
const result = (athlete: string, status: Result['status'], rank: number | null, time: string | null): Result => ({ id: athlete, eventId: 'e1', event, rank, athlete, category: 'SF', club: 'SN; Lyon', time, status, participantId: null });

describe('public results CSV', () => {
  it('opens in a French Excel and carries the status and the race state', () => {
    const csv = resultsCsv([result('Zoé Roux', 'dns', null, null), result('Lina Faure', 'finished', 1, '6:51.0')], ['Épreuve', 'Rang', 'Athlète', 'Catégorie', 'Club', 'Temps', 'Statut', 'État des résultats'], (r) => r.event.name, (l) => l.fr);
    expect(csv.split('\r\n')).toEqual([
      '\uFEFFÉpreuve;Rang;Athlète;Catégorie;Club;Temps;Statut;État des résultats',
      '2000 m Seniors Femmes;1;Lina Faure;SF;"SN; Lyon";6:51.0;Classé;Officiels',
      '2000 m Seniors Femmes;;Zoé Roux;SF;"SN; Lyon";;DNS;Officiels',
      '',
    ]);
  });
});
