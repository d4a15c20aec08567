import { loginInput, loginOutput, messageOutput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './auth.service';

export const authRouter = router({
  login: publicProcedure
    .meta({
      openapi: {
        method: 'POST',
        path: '/admin/login',
        tags: ['admin'],
        protect: false,
        summary: 'Connexion administrateur',
        description:
          "Un compte qui a activé la double authentification envoie aussi `code` : les 6 chiffres de son application, ou un de ses codes de secours (chacun ne sert qu'une fois). Sans lui, 401 `Code de vérification requis` et aucune session. Chaque échec compte dans les limites de connexion ; un compte visé par de nombreux échecs, d'où qu'ils viennent, répond plus lentement (jusqu'à 10 s), sans jamais refuser le bon mot de passe et le bon code.",
      },
    })
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => service.login(ctx, ctx.ip, input)),
  logout: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/logout', tags: ['admin'], summary: 'Révoque le jeton courant' } })
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) => service.logout(ctx.db, ctx.admin.tokenHash)),
  // Who the token names, decided by adminProcedure. The server's plain routes that read a body call it
  // first (apps/server/src/plain-routes), so an anonymous upload is refused before its bytes are read,
  // and no route checks a token itself. tRPC only: no REST path.
  session: adminProcedure.query(({ ctx }) => ({ id: ctx.admin.id, email: ctx.admin.email })),
});
