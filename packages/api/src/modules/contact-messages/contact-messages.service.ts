import {
  type AdminMessagesQuery,
  CONTACT_SENT,
  type ContactMessage,
  type contactInput,
  type MessageStatus,
  messageStatuses,
  messageTransitions,
} from '@app/contract';
import { type ContactMessageTable, type Db, toBool } from '@app/db';
import type { z } from 'zod';
import { assertTouched } from '../../lib/crud';
import { notFound } from '../../lib/domain-error';
import { countByStatus, listWindow, searchIn } from '../../lib/list-window';
import { newId, nowIso } from '../../lib/ids';
import { assertTransition, writeTransition } from '../../lib/status-transition';
import { queueSubmissionMails } from '../mail/mail-compose';
import * as repo from './contact-messages.repository';

const toMessage = (row: ContactMessageTable): ContactMessage => ({
  ...row,
  category: row.category as ContactMessage['category'],
  consent: toBool(row.consent),
  status: row.status as MessageStatus,
});

export const list = async (db: Db) => (await repo.findAll(db)).map(toMessage);

export async function byId(db: Db, id: string): Promise<ContactMessage> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Message introuvable');
  return toMessage(row);
}

const messageSearch = searchIn<ContactMessage>((m) => [m.name, m.email, m.subject, m.message]);

/** The messages that match, newest first unless `order` is asc (the repository's order is the newest first). */
export function adminWindow(all: readonly ContactMessage[], query: AdminMessagesQuery | undefined) {
  const { status, category } = query ?? {};
  return listWindow(all, query, {
    where: (m) => (!status || m.status === status) && (!category || m.category === category),
    search: messageSearch,
    defaultOrder: 'desc',
  });
}

/** The window, with the counts per status over every message, whatever the filters. */
export const adminPage = (all: readonly ContactMessage[], query: AdminMessagesQuery | undefined) => ({
  ...adminWindow(all, query),
  counts: countByStatus(all, messageStatuses),
});

/** The message and its mails land together or not at all (the outbox, issue 32). */
export async function submit(db: Db, input: z.output<typeof contactInput>, publicUrl: string) {
  const id = newId();
  await db.transaction().execute(async (trx) => {
    await repo.insert(trx, { id, ...input, consent: 1, status: 'PENDING', createdAt: nowIso() });
    await queueSubmissionMails(trx, 'contact', input, publicUrl);
  });
  return { id, message: CONTACT_SENT };
}

export async function setStatus(db: Db, id: string, status: MessageStatus): Promise<ContactMessage> {
  return db.transaction().execute(async (trx) => {
    const row = await repo.findById(trx, id);
    if (!row) throw notFound('Message introuvable');
    assertTransition(messageTransitions, row.status as MessageStatus, status);
    await writeTransition(row.status, status, () => repo.setStatus(trx, id, row.status, status));
    return toMessage({ ...row, status });
  });
}

export async function remove(db: Db, id: string) {
  assertTouched(await repo.remove(db, id), 'Message');
  return { message: 'Message supprimé' };
}
