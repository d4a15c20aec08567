import {
  containsTerms,
  type Rule,
  type ruleCreateInput,
  type ruleUpdateInput,
  searchFields,
  searchTerms,
} from '@app/contract';
import { type Db, fromBool, type RuleTable, toBool } from '@app/db';
import type { Selectable } from 'kysely';
import type { z } from 'zod';
import { assertTouched, boolColumn, definedOnly } from '../../lib/crud';
import { badRequest, notFound } from '../../lib/domain-error';
import { newId } from '../../lib/ids';
import { hasVisibleContent, richHtmlToText, sanitizeRichHtml } from '../../lib/sanitize-rich-html';
import { removeUploadedFile } from '../../lib/uploaded-files';
import * as repo from './rules.repository';

const toRule = (row: Selectable<RuleTable>): Rule => ({
  id: row.id,
  section: row.section as Rule['section'],
  title: row.title,
  titleEn: row.titleEn,
  subtitle: row.subtitle,
  subtitleEn: row.subtitleEn,
  content: row.content,
  contentEn: row.contentEn,
  fileUrl: row.fileUrl,
  fileName: row.fileName,
  fileSize: row.fileSize,
  active: toBool(row.active),
  order: row.sortOrder,
});

/**
 * `search` matches title, subtitle and the visible text of the content with the contract's one search
 * normalisation (accents, case and punctuation ignored, every word in any order: `ergometre` finds
 * `ergomètre`). Done here rather than in SQL: SQLite's lower() folds ASCII only and LIKE would match
 * inside tags.
 */
export async function list(db: Db, opts: { activeOnly: boolean; search?: string | undefined }): Promise<Rule[]> {
  const rules = (await repo.findAll(db, { activeOnly: opts.activeOnly })).map(toRule);
  const terms = searchTerms(opts.search);
  if (terms.length === 0) return rules;
  // The English texts too: the page shows them to English visitors, who search in their language.
  return rules.filter((rule) =>
    containsTerms(
      searchFields([
        rule.title,
        rule.subtitle,
        richHtmlToText(rule.content),
        rule.titleEn,
        rule.subtitleEn,
        rule.contentEn && richHtmlToText(rule.contentEn),
      ]),
      terms,
    ),
  );
}

export async function byId(db: Db, id: string): Promise<Rule> {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Règle introuvable');
  return toRule(row);
}

function cleanContent(html: string): string {
  const clean = sanitizeRichHtml(html);
  if (!hasVisibleContent(clean)) throw badRequest('Le contenu est obligatoire');
  return clean;
}

/** English HTML is cleaned the same way; with nothing visible left it is no English at all (the page shows the French). */
function cleanEnglish(html: string | null): string | null {
  if (html === null) return null;
  const clean = sanitizeRichHtml(html);
  return hasVisibleContent(clean) ? clean : null;
}

export async function create(db: Db, input: z.output<typeof ruleCreateInput>): Promise<Rule> {
  const id = newId();
  const { content, contentEn, active, order, ...rest } = input;
  await repo.insert(db, {
    id,
    ...rest,
    content: cleanContent(content),
    contentEn: cleanEnglish(contentEn),
    active: fromBool(active),
    sortOrder: order,
  });
  return byId(db, id);
}

export async function update(db: Db, input: z.output<typeof ruleUpdateInput>): Promise<Rule> {
  const { id, content, contentEn, active, order, ...rest } = input;
  const patch = definedOnly({
    ...rest,
    content: content === undefined ? undefined : cleanContent(content),
    contentEn: contentEn === undefined ? undefined : cleanEnglish(contentEn),
    active: boolColumn(active),
    sortOrder: order,
  });
  if (Object.keys(patch).length > 0) assertTouched(await repo.update(db, id, patch), 'Règle');
  return byId(db, id);
}

export async function remove(db: Db, uploadsDir: string, id: string) {
  const row = await repo.findById(db, id);
  if (!row) throw notFound('Règle introuvable');
  await repo.remove(db, id);
  if (row.fileUrl && (await repo.countFileUsers(db, row.fileUrl)) === 0)
    await removeUploadedFile(db, uploadsDir, row.fileUrl);
  return { message: 'Règle supprimée' };
}

/** The original name to download an uploaded file under (Content-Disposition); null when no rule or document names it. */
export const downloadName = (db: Db, fileUrl: string): Promise<string | null> => repo.findFileName(db, fileUrl);
