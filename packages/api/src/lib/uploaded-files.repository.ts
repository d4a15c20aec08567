import type { Db } from '@app/db';

/** The copy of an uploaded file kept in the database (when several processes share the uploads). */
export const removeByName = (db: Db, name: string) => db.deleteFrom('uploadedFiles').where('name', '=', name).execute();
