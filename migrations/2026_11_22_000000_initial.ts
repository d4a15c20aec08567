import { type Kysely, sql } from 'kysely';

// Frozen once landed: later changes go in a new migration file.

const inList = (column: string, values: readonly string[]) =>
  sql.raw(`check (${column} in (${values.map((v) => `'${v}'`).join(', ')}))`);
const bool = (column: string) => sql.raw(`check (${column} in (0, 1))`);

export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('app_meta')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admins')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('admin_sessions')
    .addColumn('token_hash', 'text', (c) => c.primaryKey())
    .addColumn('admin_id', 'text', (c) => c.notNull().references('admins.id').onDelete('cascade'))
    .addColumn('created_at', 'text', (c) => c.notNull())
    .addColumn('last_used_at', 'text', (c) => c.notNull())
    .addColumn('expires_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('championships')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('dates', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('categories', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('requirements', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('registration_buttons', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();

  await db.schema
    .createTable('event_types')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('icon', 'text')
    .addColumn('color', 'text', (c) =>
      c
        .notNull()
        .defaultTo('gray')
        .modifyEnd(
          inList('color', [
            'red-orange',
            'cyan-blue',
            'purple-pink',
            'green-teal',
            'yellow-orange',
            'indigo-purple',
            'pink-rose',
            'teal-cyan',
            'gray',
          ]),
        ),
    )
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();

  await db.schema
    .createTable('pricing_periods')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('championship_id', 'text', (c) => c.notNull().references('championships.id').onDelete('restrict'))
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('price_cents', 'integer', (c) => c.notNull().modifyEnd(sql`check (price_cents >= 0)`))
    .addColumn('event_type', 'text', (c) => c.references('event_types.id').onDelete('set null'))
    .addColumn('description', 'text')
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .addCheckConstraint('pricing_dates_in_order', sql`start_date <= end_date`)
    .execute();
  await db.schema.createIndex('pricing_periods_championship').on('pricing_periods').column('championship_id').execute();

  await db.schema
    .createTable('events')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('name_en', 'text', (c) => c.notNull())
    .addColumn('date', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('championship_id', 'text', (c) => c.notNull().references('championships.id').onDelete('restrict'))
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .execute();
  await db.schema.createIndex('events_championship').on('events').column('championship_id').execute();
  await db.schema.createIndex('events_date_time').on('events').columns(['date', 'time']).execute();

  await db.schema
    .createTable('results')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('event_id', 'text', (c) => c.notNull().references('events.id').onDelete('restrict'))
    .addColumn('rank', 'integer', (c) => c.notNull().modifyEnd(sql`check (rank >= 1)`))
    .addColumn('athlete', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('club', 'text', (c) => c.notNull())
    .addColumn('time', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('results_event').on('results').columns(['event_id', 'rank']).execute();

  await db.schema
    .createTable('practical_info')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('section', 'text', (c) =>
      c
        .notNull()
        .modifyEnd(
          inList('section', [
            'venue',
            'transport',
            'parking',
            'accommodation',
            'catering',
            'accessibility',
            'emergency',
            'other',
          ]),
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();

  await db.schema
    .createTable('volunteers')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('role', 'text', (c) =>
      c.notNull().modifyEnd(inList('role', ['accueil', 'chronometrage', 'logistique', 'communication'])),
    )
    .addColumn('availability', 'text', (c) => c.notNull().defaultTo('[]'))
    .addColumn('experience', 'text')
    .addColumn('motivation', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .modifyEnd(inList('status', ['PENDING', 'APPROVED', 'REJECTED'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('accreditations')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('media', 'text', (c) => c.notNull())
    .addColumn('journalist', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('type', 'text', (c) =>
      c.notNull().modifyEnd(inList('type', ['presse-ecrite', 'radio', 'television', 'web', 'photographe', 'autre'])),
    )
    .addColumn('needs', 'text')
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .modifyEnd(inList('status', ['PENDING', 'APPROVED', 'REJECTED'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('contact_messages')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .modifyEnd(inList('category', ['inscription', 'technique', 'benevole', 'presse', 'partenariat', 'autre'])),
    )
    .addColumn('message', 'text', (c) => c.notNull())
    .addColumn('consent', 'integer', (c) => c.notNull().modifyEnd(bool('consent')))
    .addColumn('status', 'text', (c) =>
      c
        .notNull()
        .defaultTo('PENDING')
        .modifyEnd(inList('status', ['PENDING', 'PROCESSED', 'CLOSED'])),
    )
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('newsletter_subscriptions')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('email', 'text', (c) => c.notNull().unique())
    .addColumn('created_at', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('partners')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('logo', 'text', (c) => c.notNull())
    .addColumn('website', 'text')
    .addColumn('description', 'text')
    .addColumn('level', 'text', (c) =>
      c
        .notNull()
        .defaultTo('OFFICIAL')
        .modifyEnd(inList('level', ['TITLE', 'PREMIUM', 'OFFICIAL', 'MEDIA'])),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();

  await db.schema
    .createTable('participants')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('first_name', 'text', (c) => c.notNull())
    .addColumn('last_name', 'text', (c) => c.notNull())
    .addColumn('email', 'text', (c) => c.notNull())
    .addColumn('phone', 'text')
    .addColumn('club', 'text', (c) => c.notNull())
    .addColumn('category', 'text', (c) => c.notNull())
    .addColumn('championship_id', 'text', (c) => c.notNull().references('championships.id').onDelete('restrict'))
    .addColumn('bib', 'text')
    .addColumn('personal_best', 'text')
    .addColumn('registration_date', 'text', (c) => c.notNull())
    .addColumn('confirmed', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(bool('confirmed')))
    .addColumn('paid', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(bool('paid')))
    .execute();
  await db.schema.createIndex('participants_championship').on('participants').column('championship_id').execute();

  await db.schema
    .createTable('rules')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('section', 'text', (c) =>
      c
        .notNull()
        .modifyEnd(
          inList('section', ['general', 'technical', 'competition', 'classification', 'discipline', 'safety']),
        ),
    )
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('subtitle', 'text')
    .addColumn('content', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text')
    .addColumn('file_name', 'text')
    .addColumn('file_size', 'integer')
    .addColumn('active', 'integer', (c) => c.notNull().defaultTo(1).modifyEnd(bool('active')))
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();

  await db.schema
    .createTable('official_documents')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('title', 'text', (c) => c.notNull())
    .addColumn('title_en', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('description_en', 'text', (c) => c.notNull())
    .addColumn('file_name', 'text', (c) => c.notNull())
    .addColumn('file_url', 'text', (c) => c.notNull())
    .addColumn('file_size', 'integer', (c) => c.notNull())
    .addColumn('file_type', 'text', (c) => c.notNull().defaultTo('PDF'))
    .addColumn('category', 'text', (c) =>
      c
        .notNull()
        .modifyEnd(
          inList('category', [
            'sporting-regulation',
            'competition-rules',
            'technical-guide',
            'safety-manual',
            'procedures',
            'forms',
          ]),
        ),
    )
    .addColumn('icon', 'text', (c) =>
      c
        .notNull()
        .defaultTo('FileText')
        .modifyEnd(inList('icon', ['FileText', 'BookOpen', 'Settings', 'Trophy', 'Users', 'Scale'])),
    )
    .addColumn('color', 'text', (c) =>
      c
        .notNull()
        .defaultTo('gray')
        .modifyEnd(
          inList('color', ['cyan-blue', 'pink-purple', 'green-teal', 'orange-red', 'purple-pink', 'blue-cyan', 'gray']),
        ),
    )
    .addColumn('sort_order', 'integer', (c) => c.notNull().defaultTo(0).modifyEnd(sql`check (sort_order >= 0)`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'official_documents',
    'rules',
    'participants',
    'partners',
    'newsletter_subscriptions',
    'contact_messages',
    'accreditations',
    'volunteers',
    'practical_info',
    'results',
    'events',
    'pricing_periods',
    'event_types',
    'championships',
    'admin_sessions',
    'admins',
    'app_meta',
  ]) {
    await db.schema.dropTable(table).execute();
  }
}
