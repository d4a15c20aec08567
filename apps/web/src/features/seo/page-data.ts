import {
  type AthletePage,
  type Championship,
  defaultSiteSettings,
  type RacePage,
  type SiteSettings,
} from '@app/contract';
import type { QueryClient } from '@tanstack/react-query';

// tRPC keys its queries [path, { input, type }]: matching on the path finds the query whatever its input.
const cached = <T>(queryClient: QueryClient, path: readonly string[]): T | undefined =>
  queryClient.getQueriesData<T>({ queryKey: [path] }).find(([, data]) => data !== undefined)?.[1];

/** The organiser's settings the page was drawn with (the layout asks for them on every public page). */
export const cachedSettings = (queryClient: QueryClient): SiteSettings =>
  cached<SiteSettings>(queryClient, ['settings', 'get']) ?? defaultSiteSettings;

/** The championships the page was drawn with; none when the page did not ask for them. */
export const cachedChampionships = (queryClient: QueryClient): Championship[] =>
  cached<Championship[]>(queryClient, ['championships', 'list']) ?? [];

/** The race a race page was drawn with (/resultats/<race id>). */
export const cachedRacePage = (queryClient: QueryClient): RacePage | undefined =>
  cached<RacePage>(queryClient, ['results', 'race']);

/** The athlete an athlete page was drawn with (/athletes/<key>). */
export const cachedAthletePage = (queryClient: QueryClient): AthletePage | undefined =>
  cached<AthletePage>(queryClient, ['results', 'athlete']);
