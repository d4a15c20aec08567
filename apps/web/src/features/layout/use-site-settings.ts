import { defaultSiteSettings, type SiteSettings } from '@app/contract';
import { useQuery } from '@tanstack/react-query';
import { useTRPCProxy } from '../../lib/use-trpc';

/**
 * The site settings the organiser keeps in the back-office (contact, press, socials, venue, legal
 * notices, video). While they load, or if the server is out of reach, the constants of site.ts stand in:
 * the footer never waits on them.
 */
export function useSiteSettings(): SiteSettings & { loaded: boolean } {
  const trpc = useTRPCProxy();
  const query = useQuery(trpc.settings.get.queryOptions());
  return { ...(query.data ?? defaultSiteSettings), loaded: query.isSuccess };
}
