import {
  type ClubRanking,
  erratumText,
  type MedalTable,
  type ProgrammeEvent,
  type RaceResult,
  type RaceRound,
  type ResultCorrection,
  resultStatusLabels,
  type StartListEntry,
} from '@app/contract';
import { longDay, officialSince, pick, roundLabel, word } from './pdf-labels';
import { type Lang, PdfRecord } from './pdf-layout';

// Each record's content (issue 33). The data comes from the public reads (records.service.ts), so a
// PDF says what the pages say.

export interface RaceFacts {
  name: string;
  nameEn: string;
  date: string;
  time: string;
  round: RaceRound;
  championship: { name: string; nameEn: string };
}
export interface RaceResults {
  race: RaceFacts & { resultsState: 'provisional' | 'official'; officialAt: string | null };
  ranking: readonly RaceResult[];
  errata: readonly ResultCorrection[];
}

const facts = (r: RaceFacts, lang: Lang) =>
  [
    pick(lang, r.championship.name, r.championship.nameEn),
    roundLabel(r.round, lang),
    longDay(r.date, lang),
    r.time,
  ].join(' · ');

function startListSection(
  pdf: PdfRecord,
  race: RaceFacts,
  entries: readonly StartListEntry[] | null,
  size = 14,
  level: 1 | 2 | 3 = 1,
) {
  const { lang } = pdf;
  // A race's list is kept on one page when it fits one: the call room reads it whole.
  if (entries && entries.length <= 30) pdf.ensure(size * 1.6 + 24 + 15 * (entries.length + 1));
  pdf.heading(`${pick(lang, race.name, race.nameEn)}`, size, level);
  pdf.line(facts(race, lang), { colour: '#475569' });
  pdf.gap(0.3);
  if (!entries) return pdf.line(word('notPublished', lang));
  pdf.table(
    [
      { label: word('lane', lang), width: 0.9, align: 'right' },
      { label: word('name', lang), width: 2.4 },
      { label: word('firstName', lang), width: 1.7 },
      { label: word('club', lang), width: 3.2 },
      { label: word('category', lang), width: 2.3 },
      { label: word('seedTime', lang), width: 1.7, align: 'right' },
    ],
    entries.map((e) => [
      e.lane,
      e.crewName ?? e.lastName,
      e.crewName ? '' : e.firstName,
      e.club,
      e.category,
      e.status === 'scratched' ? word('scratched', lang) : e.seedTime,
    ]),
  );
}

function resultsSection(pdf: PdfRecord, data: RaceResults, size = 14, level: 1 | 2 | 3 = 1) {
  const { lang } = pdf;
  const draw = () => {
    pdf.heading(pick(lang, data.race.name, data.race.nameEn), size, level);
    pdf.line(facts(data.race, lang), { colour: '#475569' });
    const official = data.race.resultsState === 'official';
    pdf.line(
      official && data.race.officialAt
        ? officialSince(data.race.officialAt, lang)
        : official
          ? word('results', lang)
          : word('provisional', lang),
      { bold: true, colour: official ? '#166534' : '#b91c1c' },
    );
    pdf.gap(0.3);
    if (data.ranking.length === 0) pdf.line(word('noResults', lang));
    else
      pdf.table(
        [
          { label: word('rank', lang), width: 0.9, align: 'right' },
          { label: word('athlete', lang), width: 3.6 },
          { label: word('club', lang), width: 3 },
          { label: word('category', lang), width: 2.3 },
          { label: word('time', lang), width: 1.5, align: 'right' },
          { label: word('status', lang), width: 1.2 },
        ],
        data.ranking.map((r) => [
          r.status === 'finished' ? r.rank : '',
          r.athlete,
          r.club,
          r.category,
          r.time,
          r.status === 'finished' ? '' : resultStatusLabels[r.status].short,
        ]),
      );
    if (data.errata.length > 0) {
      pdf.line(word('errata', lang), { bold: true });
      for (const e of data.errata) pdf.line(`• ${erratumText(e, lang)}`, { size: 9 });
      pdf.gap();
    }
  };
  if (data.race.resultsState === 'official') draw();
  else pdf.markProvisional(draw);
}

export function raceStartListPdf(lang: Lang, race: ProgrammeEvent, entries: readonly StartListEntry[] | null) {
  const pdf = new PdfRecord(lang, `${word('startList', lang)} — ${pick(lang, race.name, race.nameEn)}`);
  pdf.line(word('startList', lang), { bold: true, colour: '#0c4a6e' });
  startListSection(pdf, race, entries, 16);
  return pdf.finish();
}

export function raceResultsPdf(lang: Lang, data: RaceResults) {
  const pdf = new PdfRecord(lang, `${word('results', lang)} — ${pick(lang, data.race.name, data.race.nameEn)}`);
  resultsSection(pdf, data, 16);
  return pdf.finish();
}

/** Every final first (A, then B, then C), then the other rounds (semi-finals, repechages, heats). */
export function championshipResultsPdf(lang: Lang, name: string, races: readonly RaceResults[]) {
  const pdf = new PdfRecord(lang, `${word('championshipResults', lang)} — ${name}`);
  pdf.heading(`${word('championshipResults', lang)} — ${name}`, 17);
  if (races.length === 0) pdf.line(word('noResults', lang));
  const isFinal = (r: RaceResults) => r.race.round.startsWith('final');
  for (const [title, part] of [
    [word('finals', lang), races.filter(isFinal)],
    [word('otherRounds', lang), races.filter((r) => !isFinal(r))],
  ] as const) {
    if (part.length === 0) continue;
    pdf.gap();
    pdf.heading(title, 15, 2);
    for (const race of part) resultsSection(pdf, race, 12, 3);
  }
  return pdf.finish();
}

export function dayStartListsPdf(
  lang: Lang,
  date: string,
  races: readonly { race: ProgrammeEvent; entries: readonly StartListEntry[] }[],
) {
  const pdf = new PdfRecord(lang, `${word('dayStartLists', lang)} — ${longDay(date, lang)}`);
  pdf.heading(`${word('dayStartLists', lang)} — ${longDay(date, lang)}`, 17);
  if (races.length === 0) pdf.line(word('nothing', lang));
  for (const { race, entries } of races) startListSection(pdf, race, entries, 12, 2);
  return pdf.finish();
}

export function medalsPdf(lang: Lang, scope: string, table: MedalTable) {
  const pdf = new PdfRecord(lang, `${word('medals', lang)} — ${scope}`);
  pdf.heading(`${word('medals', lang)} — ${scope}`, 17);
  if (table.clubs.length === 0) pdf.line(word('nothing', lang));
  else
    pdf.table(
      [
        { label: word('club', lang), width: 5 },
        { label: word('gold', lang), width: 1, align: 'right' },
        { label: word('silver', lang), width: 1, align: 'right' },
        { label: word('bronze', lang), width: 1, align: 'right' },
        { label: word('total', lang), width: 1, align: 'right' },
      ],
      table.clubs.map((c) => [c.club, c.gold, c.silver, c.bronze, c.total]),
    );
  return pdf.finish();
}

export function clubsPdf(lang: Lang, scope: string, ranking: ClubRanking, rule: string) {
  const pdf = new PdfRecord(lang, `${word('clubs', lang)} — ${scope}`);
  pdf.heading(`${word('clubs', lang)} — ${scope}`, 17);
  pdf.line(rule, { colour: '#475569', size: 9 });
  pdf.gap(0.4);
  if (ranking.clubs.length === 0) pdf.line(word('nothing', lang));
  else
    pdf.table(
      [
        { label: word('rank', lang), width: 1, align: 'right' },
        { label: word('club', lang), width: 5 },
        { label: word('points', lang), width: 1.3, align: 'right' },
        { label: word('firsts', lang), width: 1.4, align: 'right' },
        { label: word('seconds', lang), width: 1.4, align: 'right' },
      ],
      ranking.clubs.map((c) => [c.rank, c.club, c.points, c.firsts, c.seconds]),
    );
  return pdf.finish();
}
