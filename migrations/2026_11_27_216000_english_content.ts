import type { Kysely } from 'kysely';

// English beside the French content (issue 28, item 1): the public pages show each English field when it
// is filled and the French one otherwise, as titles already did. Columns are only added (a rolling
// restart keeps the previous version working); existing rows read as "no English yet".
// Championship categories and requirements in English are lists kept line for line with the French
// ones (the Nth English line translates the Nth French line; '' where there is none).
const columns: [table: string, column: string, listDefault?: true][] = [
  ['practical_info', 'content_en'],
  ['rules', 'title_en'],
  ['rules', 'subtitle_en'],
  ['rules', 'content_en'],
  ['partners', 'description_en'],
  ['championships', 'categories_en', true],
  ['championships', 'requirements_en', true],
  ['pricing_periods', 'name_en'],
  ['pricing_periods', 'description_en'],
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const [table, column, list] of columns) {
    await db.schema
      .alterTable(table)
      .addColumn(column, 'text', (c) => (list ? c.notNull().defaultTo('[]') : c))
      .execute();
  }
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const [table, column] of [...columns].reverse()) {
    await db.schema.alterTable(table).dropColumn(column).execute();
  }
}
