import { useRouter } from '@tanstack/react-router';
import type { Trpc } from './trpc';

/** The tRPC options proxy held in the router context. */
export const useTRPCProxy = (): Trpc => useRouter().options.context.trpc;
