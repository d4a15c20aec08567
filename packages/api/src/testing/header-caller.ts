import { createContext } from '../context';
import { appRouter } from '../root';
import { createCallerFactory } from '../trpc';
import type { TestApi } from './test-api';

const createCaller = createCallerFactory(appRouter);

/** A caller whose answer headers are recorded, as the HTTP adapters would send them (X-Total-Count). */
export async function headerCaller(api: TestApi, options: { admin?: boolean } = {}) {
  const headers: Record<string, string> = {};
  const caller = createCaller(
    await createContext(api.deps, {
      ip: '127.0.0.1',
      authorization: options.admin ? `Bearer ${api.token}` : undefined,
      setHeader: (name, value) => {
        headers[name.toLowerCase()] = value;
      },
    }),
  );
  return { caller, headers };
}
