import { accountCreateInput, accountSchema, idParam, messageOutput, passwordChangeInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as service from './accounts.service';

const tags = ['accounts'];

/** The administrator accounts: all have the one role of spec section 6. */
export const accountsRouter = router({
  list: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/accounts', tags, summary: 'Comptes administrateurs' } })
    .input(z.object({}).optional())
    .output(z.array(accountSchema))
    .query(({ ctx }) => service.list(ctx.db, ctx.admin.id)),
  byId: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/accounts/{id}', tags } })
    .input(idParam)
    .output(accountSchema)
    .query(({ ctx, input }) => service.byId(ctx.db, ctx.admin.id, input.id)),
  create: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/accounts',
        tags,
        summary: 'Crée un compte administrateur',
        description: 'Mot de passe initial : au moins 12 caractères, trois sortes de caractères (minuscules, majuscules, chiffres, symboles), pas un mot de passe courant. 409 si l’e-mail a déjà un compte.',
      },
    })
    .input(accountCreateInput)
    .output(accountSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.admin.id, input)),
  remove: adminProcedure
    .meta({
      openapi: { method: 'DELETE', path: '/admin/accounts/{id}', tags, summary: 'Supprime un compte', description: 'Ses sessions sont fermées. 409 pour son propre compte ou le dernier compte.' },
    })
    .input(idParam)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.remove(ctx.db, ctx.admin.id, input.id)),
});

/** What an account does for itself. */
export const accountRouter = router({
  changePassword: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/account/password',
        tags,
        summary: 'Change le mot de passe du compte connecté',
        description:
          '`currentPassword` est vérifié (400 s’il est faux ; les échecs comptent dans les limites de connexion, 429 au-delà). `newPassword` : au moins 12 caractères, trois sortes de caractères, pas un mot de passe courant. Les autres sessions du compte sont fermées, celle de la requête reste ouverte.',
      },
    })
    .input(passwordChangeInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => service.changePassword(ctx, ctx.ip, ctx.admin, input)),
});
