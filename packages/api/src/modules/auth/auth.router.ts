import { loginInput, loginOutput, messageOutput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './auth.service';

export const authRouter = router({
  login: publicProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/login', tags: ['admin'], protect: false, summary: 'Connexion administrateur' } })
    .input(loginInput)
    .output(loginOutput)
    .mutation(({ ctx, input }) => service.login(ctx, ctx.ip, input.email, input.password)),
  logout: adminProcedure
    .meta({ openapi: { method: 'POST', path: '/admin/logout', tags: ['admin'], summary: 'Révoque le jeton courant' } })
    .input(z.object({}).optional())
    .output(messageOutput)
    .mutation(({ ctx }) => service.logout(ctx.db, ctx.admin.tokenHash)),
});
