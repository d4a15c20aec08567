import type { AnyRouter } from '@tanstack/react-router';

/** A route's code could not be fetched (offline, or the server unreachable). */
export class RouteChunkError extends Error {
  constructor(routeId: string) {
    super(`route chunk failed to load: ${routeId}`);
    this.name = 'RouteChunkError';
  }
}

type LazyComponent = { preload?: () => Promise<void> | undefined };

/*
 * The router's lazy route components swallow a failed import: the navigation then "succeeds", the
 * component finds the error as it renders and reloads the page to pick up a new deployment. Offline
 * that reload cannot happen, and the visitor is left with the old page under the new address, for
 * good. Here a failed import fails the navigation instead, so the route's error component is drawn
 * (a message and a retry) in place of the page. The lazy component clears `preload` once its module
 * is in; a `preload` still set after the import has settled means the import failed.
 */
export function failNavigationOnMissingChunk(router: AnyRouter): void {
  for (const route of Object.values(router.routesById) as { id: string; options: { component?: unknown } }[]) {
    const component = route.options.component as LazyComponent | undefined;
    const preload = component?.preload;
    if (!component || !preload) continue;
    const guarded = async () => {
      await preload();
      if (component.preload === guarded) throw new RouteChunkError(route.id);
    };
    component.preload = guarded;
  }
}
