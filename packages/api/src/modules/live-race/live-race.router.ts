import {
  idParam,
  raceComputerKeyCreatedSchema,
  raceComputerKeyCreateSchema,
  raceComputerKeySchema,
  screenPinSchema,
} from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './live-race.service';

const tags = ['live-race'];

// The back-office's side of the race as it happens: the race computers' keys and the screens' pin. The
// live feed itself is posted to a plain route (apps/server/src/live-race), which only a key opens.
export const raceComputerKeysRouter = router({
  list: adminProcedure
    .meta({
      openapi: { method: 'GET', path: '/admin/race-computer-keys', tags, summary: 'Clés des ordinateurs de course' },
    })
    .input(z.object({}).optional())
    .output(z.array(raceComputerKeySchema))
    .query(({ ctx }) => service.listKeys(ctx.db)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/race-computer-keys/{id}', tags, summary: 'Une clé' } })
    .input(idParam)
    .output(raceComputerKeySchema)
    .query(({ ctx, input }) => service.keyById(ctx.db, input.id)),
  create: adminProcedure
    .meta({
      openapi: { method: 'POST', path: '/admin/race-computer-keys', tags, summary: 'Créer une clé (montrée une fois)' },
    })
    .input(raceComputerKeyCreateSchema)
    .output(raceComputerKeyCreatedSchema)
    .mutation(({ ctx, input }) => service.createKey(ctx.db, input.label)),
  revoke: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/race-computer-keys/{id}', tags, summary: 'Révoquer une clé' },
    })
    .input(idParam)
    .output(raceComputerKeySchema)
    .mutation(({ ctx, input }) => service.revokeKey(ctx.db, input.id)),
});

export const liveScreenRouter = router({
  pin: publicProcedure
    .meta({
      openapi: { method: 'GET', path: '/live/screen-pin', tags, protect: false, summary: 'Ce que les écrans montrent' },
    })
    .input(z.object({}).optional())
    .output(screenPinSchema)
    .query(({ ctx }) => service.pin(ctx.db)),
  setPin: adminProcedure
    .meta({ openapi: { method: 'PUT', path: '/admin/live/screen-pin', tags, summary: 'Épingler sur les écrans' } })
    .input(screenPinSchema)
    .output(screenPinSchema)
    .mutation(({ ctx, input }) => service.setPin(ctx.db, input)),
});
