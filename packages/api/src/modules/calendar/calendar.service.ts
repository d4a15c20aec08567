import {
  type CalendarFeedQuery,
  type CalendarFile,
  type CalendarLang,
  calendarUidDomain,
  type ProgrammeEvent,
  raceRoundLabels,
  type SiteSettings,
  type StartListEntry,
  site,
} from '@app/contract';
import type { Db } from '@app/db';
import type { PublicCache } from '../../lib/public-cache';
import { notFound } from '../../lib/domain-error';
import * as championships from '../championships/championships.service';
import * as events from '../events/events.service';
import * as settings from '../settings/settings.service';
import { entriesOf, type PublishedStartLists, publishedStartLists } from '../start-lists/start-lists.service';
import { formatCalendar, type IcsEvent } from './calendar.ics';
import { followedRaces } from '../follows/follows.service';

/*
 * Which races a calendar file holds, and what each says. Only what the public programme shows: active
 * races of active championships. Every time the programme has is a start time (the column is required
 * and checked HH:MM on every write); a row without a valid one would still appear, as an all-day event
 * on its date, rather than vanish from a calendar someone subscribed to.
 */

/** How often a subscribed calendar asks again: changes on race day reach phones within the hour. */
export const REFRESH_MINUTES = 60;

export interface CalendarSources {
  db: Db;
  publicCache: PublicCache;
}

export interface CalendarRequest {
  /** The site's address as visitors reach it: the events' URL point there. */
  origin: string;
  lang: CalendarLang;
  now?: Date;
}

const texts = {
  fr: {
    programme: 'Programme',
    category: 'Catégorie',
    page: 'Résultats et détails',
    feedDescription: (scope: string) => `${site.name} : ${scope}. Mis à jour à chaque modification du programme.`,
    wholeScope: 'toutes les épreuves',
    starred: 'Mes épreuves',
    followed: 'Mes suivis',
    follower: (name: string, lane: number | null) =>
      `${name} : ${lane === null ? 'couloir à venir' : `couloir ${lane}`}`,
    startList: (round: string) => `Liste de départ (${round}) :`,
    lane: (entry: string, lane: number | null) => `Couloir ${lane ?? '?'} : ${entry}`,
    scratched: 'forfait',
    locale: 'fr-FR',
  },
  en: {
    programme: 'Programme',
    category: 'Category',
    page: 'Results and details',
    feedDescription: (scope: string) => `${site.name}: ${scope}. Updated whenever the programme changes.`,
    wholeScope: 'all races',
    starred: 'My races',
    followed: 'Following',
    follower: (name: string, lane: number | null) => `${name}: ${lane === null ? 'lane to come' : `lane ${lane}`}`,
    startList: (round: string) => `Start list (${round}):`,
    lane: (entry: string, lane: number | null) => `Lane ${lane ?? '?'}: ${entry}`,
    scratched: 'scratched',
    locale: 'en-GB',
  },
} as const;

interface Programme {
  races: ProgrammeEvent[];
  championships: { id: string; name: string; nameEn: string }[];
  venue: SiteSettings['venue'];
}

/** The public programme, cached until the next admin write like every public read. */
const programme = (sources: CalendarSources): Promise<Programme> =>
  sources.publicCache.get('calendar:programme', async () => {
    const [races, active, current] = await Promise.all([
      events.list(sources.db, { activeOnly: true }),
      championships.list(sources.db, { activeOnly: true }),
      settings.get(sources.db),
    ]);
    return { races, championships: active.map(({ id, name, nameEn }) => ({ id, name, nameEn })), venue: current.venue };
  });

const label = (lang: CalendarLang, item: { name: string; nameEn: string }) =>
  lang === 'en' ? item.nameEn || item.name : item.name;

/**
 * A published start list in the race's description (issue 29): every lane with its entrant, so an
 * athlete, their family or a visitor who starred the race reads the lane in their calendar.
 */
function startListLines(race: ProgrammeEvent, entries: readonly StartListEntry[], lang: CalendarLang): string[] {
  if (entries.length === 0) return [];
  const t = texts[lang];
  const entrant = (e: StartListEntry) =>
    `${e.crewName ?? `${e.firstName} ${e.lastName}`} (${e.club})${e.status === 'scratched' ? ` — ${t.scratched}` : ''}`;
  return [t.startList(raceRoundLabels[race.round][lang]), ...entries.map((e) => t.lane(entrant(e), e.lane))];
}

function toIcsEvent(
  race: ProgrammeEvent,
  data: Programme,
  lists: PublishedStartLists,
  request: CalendarRequest,
  followed: readonly { name: string; lane: number | null }[] = [],
): IcsEvent {
  const t = texts[request.lang];
  const championship = label(request.lang, race.championship);
  // The race's own page (issue 14: /resultats/<race id>): its time, ranking and links.
  const url = `${request.origin}/resultats/${encodeURIComponent(race.id)}`;
  return {
    uid: `${race.id}@${calendarUidDomain}`,
    date: race.date,
    time: race.time,
    summary: `${label(request.lang, race)} — ${championship}`,
    description: [
      // The followed athletes' own lanes first: what a family looks for in its calendar.
      ...followed.map((f) => t.follower(f.name, f.lane)),
      `${championship}`,
      `${t.category} : ${race.category}`,
      ...startListLines(race, entriesOf(lists, race), request.lang),
      `${t.page} : ${url}`,
    ].join('\n'),
    location: [data.venue.name, data.venue.address, data.venue.city].filter(Boolean).join(', '),
    url,
    categories: [race.category].filter(Boolean),
  };
}

const productId = `-//${calendarUidDomain}//${texts.fr.programme}//FR`;

const longDay = (day: string, lang: CalendarLang) =>
  new Intl.DateTimeFormat(texts[lang].locale, {
    weekday: 'long',
    day: 'numeric',
    month: 'long',
    year: 'numeric',
    timeZone: 'UTC',
  }).format(new Date(`${day}T00:00:00Z`));

/**
 * A feed to subscribe to: the whole programme, or one championship, one day, a visitor's starred races
 * ('Mes épreuves'), or any combination. Starred ids no longer in the programme are simply left out.
 */
export async function feed(
  sources: CalendarSources,
  filter: CalendarFeedQuery,
  request: CalendarRequest,
): Promise<CalendarFile> {
  const [data, lists] = await Promise.all([programme(sources), publishedStartLists(sources)]);
  const t = texts[request.lang];
  const championship = filter.championshipId
    ? data.championships.find((c) => c.id === filter.championshipId)
    : undefined;
  if (filter.championshipId && !championship) throw notFound('Championnat introuvable');
  const starred = filter.events && new Set(filter.events);
  const followed = filter.athletes && (await followedRaces(sources, filter.athletes));
  const races = data.races.filter(
    (r) =>
      (!championship || r.championshipId === championship.id) &&
      (!filter.day || r.date === filter.day) &&
      (!starred || starred.has(r.id)) &&
      (!followed || followed.has(r.id)),
  );
  const scope = [
    starred && t.starred,
    followed && t.followed,
    championship && label(request.lang, championship),
    filter.day && longDay(filter.day, request.lang),
  ]
    .filter(Boolean)
    .join(', ');
  const name = `${site.name} — ${scope || t.programme}`;
  const fileScope = [championship?.id, filter.day]
    .filter(Boolean)
    .map((part) => `-${part}`)
    .join('');
  return {
    fileName: `${starred ? 'mes-epreuves' : followed ? 'mes-suivis' : 'programme'}${fileScope}.ics`,
    ics: formatCalendar({
      productId,
      feed: { name, description: t.feedDescription(scope || t.wholeScope), refreshMinutes: REFRESH_MINUTES },
      now: request.now ?? new Date(),
      events: races.map((race) => toIcsEvent(race, data, lists, request, followed?.get(race.id))),
    }),
  };
}

/** One race's file, to add once to a calendar. */
export async function race(sources: CalendarSources, id: string, request: CalendarRequest): Promise<CalendarFile> {
  const [data, lists] = await Promise.all([programme(sources), publishedStartLists(sources)]);
  const found = data.races.find((r) => r.id === id);
  if (!found) throw notFound('Épreuve introuvable');
  return {
    fileName: `epreuve-${found.id}.ics`,
    ics: formatCalendar({
      productId,
      now: request.now ?? new Date(),
      events: [toIcsEvent(found, data, lists, request)],
    }),
  };
}
