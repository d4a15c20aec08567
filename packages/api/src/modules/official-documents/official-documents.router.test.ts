import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createTestApi, type TestApi } from '../../testing/test-api';

const doc = {
  title: 'Règlement sportif',
  titleEn: 'Sporting rules',
  description: 'Le règlement 2026',
  descriptionEn: 'The 2026 rules',
  fileName: 'reglement-2026.docx',
  fileUrl: '/uploads/0a1b2c3d.docx',
  fileSize: 2048,
  category: 'sporting-regulation' as const,
};

describe('official-documents procedures', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
  });
  afterEach(async () => api.dispose());

  it('creates with the defaults and a file type derived from the name, never from the request', async () => {
    await expect(api.adminCaller.documents.create({ ...doc, fileType: 'EXE' } as typeof doc)).rejects.toThrow(
      /Champ inconnu : fileType/,
    );
    const created = await api.adminCaller.documents.create(doc);
    expect(created).toEqual({
      id: expect.any(String),
      ...doc,
      fileType: 'DOCX',
      icon: 'FileText',
      color: 'gray',
      order: 0,
    });
    expect(await api.publicCaller.documents.list()).toEqual([created]);
    expect(await api.adminCaller.documents.adminList()).toEqual([created]);
  });

  it('updates single fields; a new file name changes the type', async () => {
    const created = await api.adminCaller.documents.create(doc);
    expect(await api.adminCaller.documents.update({ id: created.id, color: 'cyan-blue' })).toEqual({
      ...created,
      color: 'cyan-blue',
    });
    expect(await api.adminCaller.documents.update({ id: created.id, fileName: 'guide.pdf' })).toMatchObject({
      fileName: 'guide.pdf',
      fileType: 'PDF',
      color: 'cyan-blue',
    });
  });

  it('validates in French: category, icon, colour, uploaded file', async () => {
    await expect(api.adminCaller.documents.create({ ...doc, category: 'misc' as never })).rejects.toThrow(
      /Catégorie invalide/,
    );
    await expect(api.adminCaller.documents.create({ ...doc, icon: 'Bomb' as never })).rejects.toThrow(/Icône invalide/);
    await expect(api.adminCaller.documents.create({ ...doc, color: 'black' as never })).rejects.toThrow(
      /Couleur invalide/,
    );
    await expect(api.adminCaller.documents.create({ ...doc, fileUrl: 'https://ailleurs.fr/x.pdf' })).rejects.toThrow(
      /Un fichier est obligatoire/,
    );
    await expect(api.adminCaller.documents.create({ ...doc, fileUrl: '/uploads/../app.db' })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    await expect(api.adminCaller.documents.create({ ...doc, titleEn: '' })).rejects.toThrow(/obligatoire/);
    expect(await api.adminCaller.documents.adminList()).toEqual([]);
  });

  it('deletes with a message; unknown ids are NOT_FOUND', async () => {
    const created = await api.adminCaller.documents.create(doc);
    await expect(api.adminCaller.documents.update({ id: 'nope', title: 'x' })).rejects.toMatchObject({
      code: 'NOT_FOUND',
    });
    expect(await api.adminCaller.documents.remove({ id: created.id })).toEqual({ message: expect.any(String) });
    await expect(api.adminCaller.documents.remove({ id: created.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses admin procedures, the admin list included, without a token', async () => {
    const anonymous = await api.callerFor();
    await expect(anonymous.documents.adminList()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
    await expect(anonymous.documents.create(doc)).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });
});
