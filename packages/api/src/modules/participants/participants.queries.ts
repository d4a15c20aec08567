import type {
  AdminParticipantsQuery,
  Participant,
  ParticipantSortKey,
  ParticipantsQuery,
  PublicParticipant,
  PublicParticipantsPage,
} from '@app/contract';
import { distinctSorted, type ListSpec, type ListWindow, listWindow, searchIn } from '../../lib/list-window';

type Row = PublicParticipant | Participant;

const sorts: Record<ParticipantSortKey, (p: Row) => readonly (string | null)[]> = {
  name: (p) => [p.lastName, p.firstName],
  club: (p) => [p.club, p.lastName, p.firstName],
  category: (p) => [p.category, p.lastName, p.firstName],
  registrationDate: (p) => [p.registrationDate],
  // The collation is numeric: dossard 9 comes before dossard 10.
  bib: (p) => [p.bib],
};

const publicSearch = searchIn<Row>((p) => [p.firstName, p.lastName, p.club, p.bib]);
const adminSearch = searchIn<Participant>((p) => [p.firstName, p.lastName, p.club, p.bib, p.email]);

function spec<T extends Row>(
  query: ParticipantsQuery | undefined,
  search: (p: T) => string,
  status?: (p: T) => boolean,
): ListSpec<T, ParticipantSortKey> {
  const championshipId = query?.championshipId;
  const category = query?.category;
  return {
    where: (p) =>
      (!championshipId || p.championshipId === championshipId) &&
      (!category || p.category === category) &&
      (!status || status(p)),
    search,
    sorts,
    sort: query?.sort,
  };
}

export const publicWindow = (
  all: readonly PublicParticipant[],
  query: ParticipantsQuery | undefined,
): ListWindow<PublicParticipant> => listWindow(all, query, spec<PublicParticipant>(query, publicSearch));

const statusFilters: Record<
  NonNullable<AdminParticipantsQuery['status']>,
  ((p: Participant) => boolean) | undefined
> = {
  all: undefined,
  confirmed: (p) => p.confirmed,
  pending: (p) => !p.confirmed,
  paid: (p) => p.paid,
  unpaid: (p) => !p.paid,
};

export const adminWindow = (
  all: readonly Participant[],
  query: AdminParticipantsQuery | undefined,
): ListWindow<Participant> =>
  listWindow(all, query, spec<Participant>(query, adminSearch, query?.status && statusFilters[query.status]));

/**
 * The public page: the window, and beside it what the filters need, over every participant whatever the
 * filters: the count of each active championship (in the championships' order, zeros included) and the
 * categories of the selected championship.
 */
export function publicPage(
  all: readonly PublicParticipant[],
  championshipIds: readonly string[],
  query: ParticipantsQuery | undefined,
): PublicParticipantsPage {
  const counts = new Map(championshipIds.map((id) => [id, 0]));
  for (const p of all) {
    const n = counts.get(p.championshipId);
    if (n !== undefined) counts.set(p.championshipId, n + 1);
  }
  const selected = query?.championshipId;
  const categories = distinctSorted(
    all.filter((p) => !selected || p.championshipId === selected).map((p) => p.category),
  );
  return {
    ...publicWindow(all, query),
    counts: [...counts].map(([championshipId, count]) => ({ championshipId, count })),
    categories,
  };
}
