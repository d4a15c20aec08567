import {
  type ImportNote,
  type ParticipantImportField,
  type ParticipantImportRow,
  parisDate,
  participantCreateInput,
  participantImportFieldLabels,
} from '@app/contract';
import type { ParticipantTable } from '@app/db';
import { atLine, type ParsedParticipantRow, parseFrenchDate, quoted, TimeSlice } from '@app/race-files';
import type { EventMatcher } from './participants.import-events';

// Pure: which file rows create, update or leave alone which stored participant, and which are refused.
// The key (issue 11): the bib within its championship, else the e-mail within its championship.

export type ChampionshipName = { id: string; name: string; nameEn: string };

export type ImportPlanInput = {
  rows: ParsedParticipantRow[];
  /** Fields read from a column of the file: a field without one keeps the stored value on update. */
  mappedFields: ReadonlySet<ParticipantImportField>;
  championships: ChampionshipName[];
  /** For rows without a championship cell. */
  defaultChampionshipId?: string | undefined;
  stored: ParticipantTable[];
  /** Today in Paris (`YYYY-MM-DD`): a registration date after it is refused. */
  today: string;
  /** The races an `Épreuves` cell names (participants.import-events.ts). */
  matchEvents: EventMatcher;
};
export type ImportPlan = { rows: ParticipantImportRow[]; errors: ImportNote[] };

type Values = Omit<ParticipantImportRow, 'line' | 'action' | 'id'>;
type Candidate = { line: number; values: Values };

/** Case, accents and inner spaces ignored: `Élite ` finds `elite`. */
export const looseKey = (s: string) =>
  s
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/\s+/g, ' ')
    .trim();

const YES = new Set(['oui', 'o', 'yes', 'y', '1', 'x', 'vrai', 'true']);
const NO = new Set(['non', 'n', 'no', '0', 'faux', 'false']);
/** Oui/Non, Yes/No, 1/0, x: undefined when the cell is empty, null when it is something else. */
function yesNo(cell: string | undefined): boolean | undefined | null {
  if (cell === undefined || cell.trim() === '') return undefined;
  const key = looseKey(cell);
  return YES.has(key) ? true : NO.has(key) ? false : null;
}

const fieldLabel = (key: PropertyKey | undefined): string =>
  key === 'championshipId' ? participantImportFieldLabels.championship : (participantImportFieldLabels[key as ParticipantImportField] ?? String(key));

/** The registration day the row gives (`YYYY-MM-DD`), null when none, or the reason it is refused. */
function registrationDay(cell: string | undefined, today: string): string | null | { refused: string } {
  if (!cell) return null;
  const label = participantImportFieldLabels.registrationDate;
  const day = parseFrenchDate(cell);
  if (!day) return { refused: `${label} — date ${quoted(cell)} illisible (JJ/MM/AAAA attendu)` };
  if (day > today) return { refused: `${label} — date ${quoted(cell)} à venir` };
  return day;
}

function readRow(row: ParsedParticipantRow, championshipIds: Map<string, string>, input: ImportPlanInput): Candidate | ImportNote {
  const { line, values } = row;
  // Messages quote at most the one cell at fault, never the person's name, e-mail or phone.
  const refuse = (message: string): ImportNote => ({ line, message: atLine(line, message) });
  let championshipId = input.defaultChampionshipId ?? '';
  if (values.championship) {
    const found = championshipIds.get(looseKey(values.championship));
    if (!found) return refuse(`championnat inconnu ${quoted(values.championship)}`);
    championshipId = found;
  }
  const flags: Partial<Record<'confirmed' | 'paid', boolean>> = {};
  for (const field of ['confirmed', 'paid'] as const) {
    const flag = yesNo(values[field]);
    if (flag === null) return refuse(`${participantImportFieldLabels[field]} — valeur ${quoted(values[field] ?? '')} non reconnue (Oui ou Non attendu)`);
    if (flag !== undefined) flags[field] = flag;
  }
  const registrationDate = registrationDay(values.registrationDate, input.today);
  if (typeof registrationDate === 'object' && registrationDate !== null) return refuse(registrationDate.refused);
  const parsed = participantCreateInput.safeParse({
    // An empty cell is left out by the reader: undefined gets the contract's « obligatoire » message.
    firstName: values.firstName,
    lastName: values.lastName,
    email: values.email,
    phone: values.phone ?? null,
    club: values.club,
    category: values.category,
    championshipId,
    bib: values.bib ?? null,
    personalBest: values.personalBest ?? null,
    ...flags,
  });
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    return refuse(`${fieldLabel(issue?.path[0])} — ${issue?.message ?? 'valeur invalide'}`);
  }
  const events = input.matchEvents(values.events, championshipId);
  if ('refused' in events) return refuse(events.refused);
  return { line, values: { ...parsed.data, registrationDate, eventIds: events.eventIds } };
}

const personKey = (p: { championshipId: string; email: string }) => `${p.championshipId}\u0000${p.email.toLowerCase()}`;
const nameKey = (p: { firstName: string; lastName: string }) => `${looseKey(p.firstName)}\u0000${looseKey(p.lastName)}`;
const bibKey = (championshipId: string, bib: string) => `${championshipId}\u0000${bib}`;

function multiMap<T>(items: T[], key: (item: T) => string): Map<string, T[]> {
  const map = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = map.get(k);
    if (list) list.push(item);
    else map.set(k, [item]);
  }
  return map;
}

const COMPARED = ['firstName', 'lastName', 'email', 'phone', 'club', 'category', 'bib', 'personalBest', 'confirmed', 'paid'] as const;

/** The stored participant's registration day in Paris, as the export writes it. */
export const storedDay = (p: Pick<ParticipantTable, 'registrationDate'>): string => parisDate(new Date(p.registrationDate));

/** Rows checked between two looks at the clock (each is a zod parse: a few microseconds). */
const ROWS_PER_LOOK = 200;

/** Async only to give the event loop a turn now and then: 10,000 rows hold it for some 150 ms in all. */
export async function planParticipantsImport(input: ImportPlanInput): Promise<ImportPlan> {
  const slice = new TimeSlice();
  const championshipIds = new Map<string, string>();
  for (const c of input.championships) for (const name of [c.nameEn, c.name, c.id]) championshipIds.set(looseKey(name), c.id);

  const errors: ImportNote[] = [];
  const candidates: Candidate[] = [];
  const bibLines = new Map<string, number>();
  const personLines = new Map<string, number>();
  for (const [index, row] of input.rows.entries()) {
    if (index % ROWS_PER_LOOK === 0) await slice.pause();
    const read = readRow(row, championshipIds, input);
    if (!('values' in read)) {
      errors.push(read);
      continue;
    }
    const { values, line } = read;
    if (values.bib !== null) {
      const first = bibLines.get(bibKey(values.championshipId, values.bib));
      if (first !== undefined) {
        errors.push({ line, message: atLine(line, `dossard ${values.bib} déjà utilisé ligne ${first}`) });
        continue;
      }
      bibLines.set(bibKey(values.championshipId, values.bib), line);
    } else {
      // The same person twice without a bib would be created twice, then matched ambiguously on re-import.
      const key = `${personKey(values)}\u0000${nameKey(values)}`;
      const first = personLines.get(key);
      if (first !== undefined) {
        errors.push({ line, message: atLine(line, `même participant que ligne ${first} (e-mail, nom et championnat)`) });
        continue;
      }
      personLines.set(key, line);
    }
    candidates.push(read);
  }

  const byBib = new Map(input.stored.filter((p) => p.bib !== null).map((p) => [bibKey(p.championshipId, p.bib as string), p]));
  const byPerson = multiMap(input.stored, personKey);
  const claimed = new Set<string>();
  const matches = new Map<Candidate, ParticipantTable>();
  const refused = new Set<Candidate>();

  // First the bib; a bib held by someone other than the stored participant(s) this e-mail designates is refused.
  for (const c of candidates) {
    if (c.values.bib === null) continue;
    const holder = byBib.get(bibKey(c.values.championshipId, c.values.bib));
    if (!holder) continue;
    const sameEmail = byPerson.get(personKey(c.values)) ?? [];
    if (sameEmail.length > 0 && !sameEmail.includes(holder)) {
      // Not the holder's name: a message names no one (the bib finds them in the list).
      errors.push({ line: c.line, message: atLine(c.line, `dossard ${c.values.bib} déjà attribué à un autre participant de ce championnat`) });
      refused.add(c);
      continue;
    }
    matches.set(c, holder);
    claimed.add(holder.id);
  }
  // Then the e-mail: the same name first (a family shares an address), else the only one left.
  const byEmail = (c: Candidate, sameName: boolean) => {
    const left = (byPerson.get(personKey(c.values)) ?? []).filter((p) => !claimed.has(p.id));
    return sameName ? left.find((p) => nameKey(p) === nameKey(c.values)) : left.length === 1 ? left[0] : undefined;
  };
  for (const sameName of [true, false]) {
    for (const c of candidates) {
      if (matches.has(c) || refused.has(c)) continue;
      const found = byEmail(c, sameName);
      if (!found) continue;
      matches.set(c, found);
      claimed.add(found.id);
    }
  }

  const rows: ParticipantImportRow[] = [];
  for (const c of candidates) {
    if (refused.has(c)) continue;
    const stored = matches.get(c);
    if (!stored) {
      rows.push({ line: c.line, action: 'create', id: null, ...c.values });
      continue;
    }
    const keep = (field: ParticipantImportField) => !input.mappedFields.has(field);
    const values: Values = {
      ...c.values,
      phone: keep('phone') ? stored.phone : c.values.phone,
      bib: keep('bib') ? stored.bib : c.values.bib,
      personalBest: keep('personalBest') ? stored.personalBest : c.values.personalBest,
      confirmed: keep('confirmed') ? stored.confirmed === 1 : c.values.confirmed,
      paid: keep('paid') ? stored.paid === 1 : c.values.paid,
      // No date in the file keeps the stored one; the same day as stored changes nothing (the time is kept).
      registrationDate: c.values.registrationDate === storedDay(stored) ? null : c.values.registrationDate,
    };
    const changed =
      values.registrationDate !== null || COMPARED.some((f) => (f === 'confirmed' || f === 'paid' ? (stored[f] === 1) !== values[f] : stored[f] !== values[f]));
    rows.push({ line: c.line, action: changed ? 'update' : 'unchanged', id: stored.id, ...values });
  }
  errors.sort((a, b) => (a.line ?? 0) - (b.line ?? 0));
  return { rows, errors };
}
