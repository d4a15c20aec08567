import type { AppRouter, CallProcedure } from '@app/api';
import type { QueryClient } from '@tanstack/react-query';
import { createTRPCClient, type TRPCLink, TRPCClientError } from '@trpc/client';
import { observable } from '@trpc/server/observable';
import { createTRPCOptionsProxy } from '@trpc/tanstack-react-query';
import type { Trpc } from '../lib/trpc';

const inProcessLink =
  (call: CallProcedure): TRPCLink<AppRouter> =>
  () =>
  ({ op }) =>
    observable((observer) => {
      call(op.path, op.input).then(
        (data) => {
          observer.next({ result: { type: 'data', data } });
          observer.complete();
        },
        (error: unknown) =>
          observer.error(TRPCClientError.from(error instanceof Error ? error : new Error(String(error)))),
      );
    });

/** The same options proxy the browser uses, its calls made in-process instead of over HTTP. */
export const createServerTrpc = (queryClient: QueryClient, call: CallProcedure): Trpc =>
  createTRPCOptionsProxy<AppRouter>({
    client: createTRPCClient<AppRouter>({ links: [inProcessLink(call)] }),
    queryClient,
  });
