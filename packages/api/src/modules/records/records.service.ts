import {
  DEFAULT_CLUB_POINTS,
  type PdfFile,
  type PdfLang,
  type RaceRound,
  type Result,
  type ResultCorrection,
} from '@app/contract';
import { notFound } from '../../lib/domain-error';
import { clubs } from '../results/results.clubs';
import * as results from '../results/results.service';
import type { PublicReads } from '../results/results.service';
import { entriesOf, publishedStartLists, startList } from '../start-lists/start-lists.service';
import {
  championshipResultsPdf,
  clubsPdf,
  dayStartListsPdf,
  medalsPdf,
  type RaceResults,
  raceResultsPdf,
  raceStartListPdf,
} from './pdf-documents';
import { word } from './pdf-labels';

// The PDF records (issue 33), drawn from the same public reads as the pages and cached per data version
// like them: the first request after a change draws the file, the next ones get the same bytes; an
// administrator's write (a correction) drops them all, so the next request draws the new one.

const cached = (deps: PublicReads, key: string, fileName: string, lang: PdfLang, draw: () => Promise<Buffer>) =>
  deps.publicCache.get(`pdf:${key}:${lang}`, draw).then(
    (bytes): PdfFile => ({
      fileName: `${fileName}${lang === 'en' ? '-en' : ''}.pdf`,
      contentBase64: bytes.toString('base64'),
    }),
  );

export const raceStartList = (deps: PublicReads, eventId: string, lang: PdfLang) =>
  cached(deps, `start-list:${eventId}`, `liste-de-depart-${eventId}`, lang, async () => {
    const list = await startList(deps, eventId);
    return raceStartListPdf(lang, list.event, list.published ? list.entries : null);
  });

export const raceResults = (deps: PublicReads, eventId: string, lang: PdfLang) =>
  cached(deps, `results:${eventId}`, `resultats-${eventId}`, lang, async () =>
    raceResultsPdf(lang, await results.race(deps, eventId)),
  );

const roundRank: Record<RaceRound, number> = { final_a: 0, final_b: 1, final_c: 2, semi: 3, repechage: 4, heat: 5 };

/** Bulk read of the races' official moments and errata, for a championship's file. */
async function records(deps: PublicReads, ids: readonly string[]) {
  if (ids.length === 0)
    return { official: new Map<string, string | null>(), errata: new Map<string, ResultCorrection[]>() };
  const [events, rows] = await Promise.all([
    deps.db.selectFrom('events').select(['id', 'officialAt']).where('id', 'in', ids).execute(),
    deps.db
      .selectFrom('resultCorrections')
      .select(['eventId', 'correctedAt', 'lane', 'athlete', 'before', 'after'])
      .where('eventId', 'in', ids)
      .orderBy('correctedAt')
      .execute(),
  ]);
  const errata = new Map<string, ResultCorrection[]>();
  for (const { eventId, ...c } of rows) errata.set(eventId, [...(errata.get(eventId) ?? []), c]);
  return { official: new Map(events.map((e) => [e.id, e.officialAt])), errata };
}

export const championshipResults = (deps: PublicReads, championshipId: string, lang: PdfLang) =>
  cached(deps, `championship:${championshipId}`, `resultats-${championshipId}`, lang, async () => {
    const championship = await deps.db
      .selectFrom('championships')
      .select(['name', 'nameEn'])
      .where('id', '=', championshipId)
      .where('active', '=', 1)
      .executeTakeFirst();
    if (!championship) throw notFound('Championnat introuvable');
    const rows = await results.publicList(deps, { championshipId, eventId: undefined, search: undefined });
    const byRace = new Map<string, Result[]>();
    for (const row of rows) byRace.set(row.eventId, [...(byRace.get(row.eventId) ?? []), row]);
    const { official, errata } = await records(deps, [...byRace.keys()]);
    const races: RaceResults[] = [...byRace.values()].map((ranking) => {
      const event = (ranking[0] as Result).event;
      return {
        race: { ...event, officialAt: official.get(event.id) ?? null },
        ranking: ranking.map(({ event: _e, ...r }) => r),
        errata: errata.get(event.id) ?? [],
      };
    });
    // A stable sort: within a round, the programme's order (date, time) as the results list gives it.
    races.sort((a, b) => roundRank[a.race.round] - roundRank[b.race.round]);
    const name = lang === 'en' && championship.nameEn ? championship.nameEn : championship.name;
    return championshipResultsPdf(lang, name, races);
  });

/** The call room's file: every race of the day with a published start list, in time order, who starts. */
export const dayStartLists = (deps: PublicReads, date: string, lang: PdfLang) =>
  cached(deps, `day:${date}`, `listes-de-depart-${date}`, lang, async () => {
    const lists = await publishedStartLists(deps);
    const races = lists.programme
      .filter((race) => race.date === date && race.startList === 'published')
      .map((race) => ({ race, entries: entriesOf(lists, race).filter((e) => e.status !== 'scratched') }));
    return dayStartListsPdf(lang, date, races);
  });

const scopeOf = (lang: PdfLang, list: readonly { id: string; name: string; nameEn: string }[], id?: string) => {
  const chosen = list.find((c) => c.id === id);
  return chosen ? (lang === 'en' && chosen.nameEn ? chosen.nameEn : chosen.name) : word('allChampionships', lang);
};

export const medals = (deps: PublicReads, championshipId: string | undefined, lang: PdfLang) =>
  cached(deps, `medals:${championshipId ?? ''}`, 'medailles', lang, async () => {
    const table = await results.medals(deps, championshipId);
    return medalsPdf(lang, scopeOf(lang, table.championships, championshipId), table);
  });

export const clubRanking = (deps: PublicReads, championshipId: string | undefined, lang: PdfLang) =>
  cached(deps, `clubs:${championshipId ?? ''}`, 'classement-clubs', lang, async () => {
    const ranking = await clubs(deps, championshipId);
    const table = ranking.tables.find((t) => t.championshipId === championshipId);
    const points = (table?.points ?? DEFAULT_CLUB_POINTS).join(', ');
    const relay = table?.relayPoints.length ? table.relayPoints.join(', ') : null;
    const rule =
      lang === 'fr'
        ? `Points par place en finale A : ${points}${relay ? ` ; relais : ${relay}` : ''}. Égalité : départage au nombre de premières places, puis de deuxièmes.`
        : `Points per place in A finals: ${points}${relay ? `; relays: ${relay}` : ''}. Ties are broken by first places, then second places.`;
    return clubsPdf(lang, scopeOf(lang, ranking.championships, championshipId), ranking, rule);
  });
