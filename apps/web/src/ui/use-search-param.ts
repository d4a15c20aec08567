import { useRouterState } from '@tanstack/react-router';

/**
 * One value of the address's query string, for the views a plain GET form or link can ask for without
 * JavaScript. Read from the router's location, so the server and the browser's first render agree.
 */
export function useSearchParam(name: string): string | undefined {
  return useRouterState({
    select: (state) => {
      const value = (state.location.search as Record<string, unknown>)[name];
      return typeof value === 'string' || typeof value === 'number' ? String(value) : undefined;
    },
  });
}
