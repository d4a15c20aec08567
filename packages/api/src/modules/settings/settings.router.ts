import { siteSettingsSchema, siteSettingsUpdateInput } from '@app/contract';
import { z } from 'zod';
import { adminProcedure, publicProcedure, router } from '../../trpc';
import * as service from './settings.service';

const tags = ['settings'];

export const settingsRouter = router({
  // Everything in the settings is shown on public pages (footer, contact, legal notices, accessibility statement, press, hero).
  get: publicProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/settings',
        tags,
        protect: false,
        summary: 'Paramètres du site affichés sur les pages publiques',
      },
    })
    .input(z.object({}).optional())
    .output(siteSettingsSchema)
    .query(({ ctx }) => ctx.publicCache.get('settings', () => service.get(ctx.db))),
  adminGet: adminProcedure
    .meta({ openapi: { method: 'GET', path: '/admin/settings', tags, summary: 'Paramètres du site' } })
    .input(z.object({}).optional())
    .output(siteSettingsSchema)
    .query(({ ctx }) => service.get(ctx.db)),
  update: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/settings',
        tags,
        summary: 'Modifie les paramètres du site',
        description:
          "Une ou plusieurs rubriques, chacune entière : previousEditionVideo (adresse YouTube ou identifiant, '' pour aucune vidéo), contactEmail, contactPhone, pressContact, socials ('' retire le lien), venue, publisher, publicationDirector (directeur de la publication : name, contact), host, accessibility (déclaration d'accessibilité : status none, partial ou full ; rate, pourcentage de critères RGAA respectés, '' sans audit ; auditDate AAAA-MM-JJ ; method et methodEn). L'état doit suivre le taux comme le veut le RGAA : full à 100, partial de 50 à moins de 100, none en dessous ou sans audit. Les autres rubriques gardent leur valeur. Répond les paramètres en vigueur.",
      },
    })
    .input(siteSettingsUpdateInput)
    .output(siteSettingsSchema)
    .mutation(({ ctx, input }) => service.update(ctx.db, input)),
});
