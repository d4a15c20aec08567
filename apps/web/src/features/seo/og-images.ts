import { championshipImageIds } from './og-images.gen';

// The shared-link images drawn by scripts/make-og-images.mjs into apps/web/public/og.
export const OG_IMAGE_SIZE = { width: 1200, height: 630 } as const;
export const EVENT_IMAGE_PATH = '/og/evenement.png';

/** A championship's own image when the script drew one (a championship added later has none), else the event's. */
export const ogImagePath = (championshipId?: string): string =>
  championshipId !== undefined && championshipImageIds.has(championshipId)
    ? `/og/${championshipId}.png`
    : EVENT_IMAGE_PATH;
