import {
  accountCreateInput,
  accountSchema,
  accountUpdateInput,
  idParam,
  messageOutput,
  passwordChangeInput,
  totpDisableInput,
  totpEnableInput,
  totpEnableOutput,
  totpSetupOutput,
} from '@app/contract';
import { z } from 'zod';
import { adminProcedure, router } from '../../trpc';
import * as totp from '../auth/totp.service';
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
        description:
          'Mot de passe initial : au moins 12 caractères, trois sortes de caractères (minuscules, majuscules, chiffres, symboles), pas un mot de passe courant. 409 si l’e-mail a déjà un compte.',
      },
    })
    .input(accountCreateInput)
    .output(accountSchema)
    .mutation(({ ctx, input }) => service.create(ctx.db, ctx.admin.id, input)),
  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/accounts/{id}',
        tags,
        summary: 'Règle les notifications par e-mail d’un compte',
        description:
          '`notifySubmissions` : un e-mail à chaque nouveau message, candidature ou demande d’accréditation (activé par défaut).',
      },
    })
    .input(accountUpdateInput)
    .output(accountSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, ctx.admin.id, input)),
  remove: adminProcedure
    .meta({
      openapi: {
        method: 'DELETE',
        path: '/admin/accounts/{id}',
        tags,
        summary: 'Supprime un compte',
        description: 'Ses sessions sont fermées. 409 pour son propre compte ou le dernier compte.',
      },
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
  totpSetup: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/account/totp/setup',
        tags,
        summary: 'Prépare la double authentification du compte connecté',
        description:
          'Une nouvelle clé TOTP (RFC 6238 : SHA-1, 6 chiffres, 30 s) pour une application d’authentification : `qrCode` (image SVG en adresse data:), `otpauthUri`, et `secret` pour la saisir à la main. Elle ne sert qu’une fois confirmée par `POST /admin/account/totp/enable`. 409 si la double authentification est déjà activée.',
      },
    })
    .input(z.object({}).optional())
    .output(totpSetupOutput)
    .mutation(({ ctx }) => totp.setup(ctx.db, ctx.admin)),
  totpEnable: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/account/totp/enable',
        tags,
        summary: 'Active la double authentification du compte connecté',
        description:
          'Avec un premier code de l’application (400 s’il est faux). La réponse donne, cette seule fois, dix codes de secours à usage unique ; seules leurs empreintes sont gardées. Ensuite chaque connexion demande un code.',
      },
    })
    .input(totpEnableInput)
    .output(totpEnableOutput)
    .mutation(({ ctx, input }) => totp.enable(ctx.db, ctx.admin, input.code)),
  totpDisable: adminProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/account/totp/disable',
        tags,
        summary: 'Désactive la double authentification du compte connecté',
        description:
          '`password` : le mot de passe du compte, vérifié comme à la connexion (400 s’il est faux, 429 au-delà des limites). La clé et les codes de secours sont effacés. 409 si elle n’était pas activée.',
      },
    })
    .input(totpDisableInput)
    .output(messageOutput)
    .mutation(({ ctx, input }) => totp.disable(ctx, ctx.ip, ctx.admin, input.password)),
});
