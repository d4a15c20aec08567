import type { ProgrammeEvent, StartListEntry } from '@app/contract';

/**
 * A real-size race day for the call room's PDF (issue 33): `races` published rounds of `lanes` entrants
 * each, with accented names and long clubs, as records.service hands them to dayStartListsPdf.
 */
export function dayOfRaces(races = 120, lanes = 8) {
  const first = ['Léa', 'Zoé', 'Chloé', 'Maëlys', 'Inès', 'Noémie', 'Anaïs', 'Hélène'];
  const clubs = ['Cercle de l’Aviron de Metz', 'Aviron Bayonnais', 'Société Nautique de Saint-Étienne', 'CN Toulouse'];
  return Array.from({ length: races }, (_, r) => {
    const race: ProgrammeEvent = {
      id: `r${r}`,
      name: `2000 m Catégorie ${r} — Série ${(r % 4) + 1}`,
      nameEn: `2000 m Category ${r} — Heat ${(r % 4) + 1}`,
      date: '2026-01-30',
      time: `${String(8 + Math.floor(r / 12)).padStart(2, '0')}:${String((r % 12) * 5).padStart(2, '0')}`,
      category: `C${r}`,
      championshipId: 'elite',
      championship: { id: 'elite', name: 'Championnat de France Élite', nameEn: 'French Elite Championship' },
      active: true,
      round: 'heat',
      raceGroup: `g${r}`,
      lanes,
      progression: null,
      startList: 'published',
    };
    const entries: StartListEntry[] = Array.from({ length: lanes }, (_, l) => ({
      entryId: `e${r}-${l}`,
      lane: l + 1,
      participantId: `p${r}-${l}`,
      firstName: first[l % first.length] as string,
      lastName: `Rameuse${r}x${l}`,
      club: clubs[(r + l) % clubs.length] as string,
      category: `C${r}`,
      crewName: null,
      seedTime: `6:${String(10 + l).padStart(2, '0')}.${l}`,
      status: 'entered',
    }));
    return { race, entries };
  });
}
