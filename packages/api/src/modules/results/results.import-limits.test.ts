import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { bytesSource } from '@app/race-files';
import { createContext } from '../../context';
import { createTestApi, type TestApi } from '../../testing/test-api';
import { appRouter } from '../../root';

// How the results file reaches the reader (issue 27 item 4): as base64 from a tRPC client, or as the
// bytes a multipart route received, handed in the context without a base64 round trip.

const race = {
  id: 'limits-2000',
  name: '2000 m Limites',
  nameEn: '2000 m Limits',
  date: '2026-01-30',
  time: '10:30',
  category: 'SH',
  championshipId: 'elite',
};
const csv = 'Place;Nom;Club;Temps\n1;Jean Dupont;AC Paris;6:30.1\n2;Paul Bernard;CN Nice;6:41.0\n';

describe('the results file, as base64 or as bytes', () => {
  let api: TestApi;
  beforeEach(async () => {
    api = await createTestApi();
    await api.adminCaller.events.create(race);
  });
  afterEach(async () => api.dispose());

  it('reads the chunks a multipart route hands in the context, the same as the base64 a client sends', async () => {
    const asBase64 = await api.adminCaller.results.importFile({
      eventId: race.id,
      contentBase64: Buffer.from(csv).toString('base64'),
      dryRun: true,
    });
    const ctx = await createContext(api.deps, { ip: '127.0.0.1', authorization: `Bearer ${api.token}` });
    const asBytes = await appRouter
      .createCaller({ ...ctx, file: bytesSource([Buffer.from(csv.slice(0, 30)), Buffer.from(csv.slice(30))]) })
      .results.importFile({ eventId: race.id, contentBase64: '', dryRun: true });
    expect(asBytes).toEqual(asBase64);
    expect(asBytes.results.map((r) => r.athlete)).toEqual(['Jean Dupont', 'Paul Bernard']);
  });

  it('says an empty file is empty, and content that is not base64 is not', async () => {
    await expect(
      api.adminCaller.results.importFile({ eventId: race.id, contentBase64: '', dryRun: true }),
    ).rejects.toMatchObject({ code: 'BAD_REQUEST', message: 'Le fichier est vide' });
    await expect(
      api.adminCaller.results.importFile({ eventId: race.id, contentBase64: 'UGxhY2U7$', dryRun: true }),
    ).rejects.toMatchObject({
      code: 'BAD_REQUEST',
      message: 'Contenu du fichier invalide (base64 attendu)',
    });
  });
});
