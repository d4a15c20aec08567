import { callRoomEntrySchema, callRoomQuery, callRoomSchema, presenceInput } from '@app/contract';
import { adminProcedure, router } from '../../trpc';
import * as service from './call-room.service';

const tags = ['call-room'];

// Race day's call room (issue 29, item 6). A tick is an admin write like any other: the audit trail
// records it and the data version moves, so the live push tells the other call-room screens at once.
export const callRoomRouter = router({
  next: adminProcedure
    .meta({
      openapi: {
        method: 'GET',
        path: '/admin/call-room',
        tags,
        summary: "Chambre d'appel : les prochaines courses d'un jour avec leurs listes de départ et la présence de chaque engagé",
        description:
          "`date` (AAAA-MM-JJ) et `time` (HH:MM, heure de Paris) valent par défaut maintenant à Paris ; `limit` courses (6 par défaut, 30 au plus). Une course dont les résultats sont saisis n'y figure plus ; une course sans résultats reste affichée jusqu'à une heure après son horaire (le programme prend du retard).",
      },
    })
    .input(callRoomQuery)
    .output(callRoomSchema)
    .query(({ ctx, input }) => service.nextRaces(ctx.db, input)),
  setPresence: adminProcedure
    .meta({
      openapi: {
        method: 'PUT',
        path: '/admin/call-room/entries/{id}',
        tags,
        summary: "Chambre d'appel : pointer un engagé présent ou absent (null efface le pointage)",
      },
    })
    .input(presenceInput)
    .output(callRoomEntrySchema)
    .mutation(({ ctx, input }) => service.setPresence(ctx.db, input)),
});
