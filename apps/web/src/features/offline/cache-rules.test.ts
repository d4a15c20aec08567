import { describe, expect, it } from 'vitest';
import { cacheRouteOf, EXPIRATION, isStorable, WEEKEND_MAX_AGE_S } from './cache-rules';
import { readStamp, stampPage } from './copy-stamp';

const origin = 'https://www.aviron-indoor-2026.fr';
const get = (path: string, headers: Record<string, string> = {}) => ({
  method: 'GET',
  url: `${origin}${path}`,
  headers: new Headers(headers),
});
const trpc = (...names: string[]) => `/trpc/${encodeURIComponent(names.join(','))}?batch=1&input=%7B%7D`;

describe('what the service worker keeps for offline', () => {
  it('keeps the public pages, the programme, race and athlete pages in the weekend cache', () => {
    expect(cacheRouteOf(get('/'), origin)).toBe('page');
    expect(cacheRouteOf(get('/resultats?championnat=indoor'), origin)).toBe('page');
    expect(cacheRouteOf(get('/programme'), origin)).toBe('weekendPage');
    expect(cacheRouteOf(get('/resultats/42'), origin)).toBe('weekendPage');
    expect(cacheRouteOf(get('/athletes/lea-martin-aviron-club'), origin)).toBe('weekendPage');
    // Issue 30: « Mes suivis » and what it reads stay for the weekend too.
    expect(cacheRouteOf(get('/mes-suivis'), origin)).toBe('weekendPage');
    expect(cacheRouteOf(get(trpc('follows.list')), origin)).toBe('data');
  });

  it('keeps the public reads the pages make, over tRPC and REST, and the hashed files', () => {
    expect(cacheRouteOf(get(trpc('events.list', 'settings.get')), origin)).toBe('data');
    expect(cacheRouteOf(get(trpc('results.race')), origin)).toBe('data');
    expect(cacheRouteOf(get('/api/events/12/start-list'), origin)).toBe('data');
    expect(cacheRouteOf(get('/assets/index-44Y_YsJJ.js'), origin)).toBe('asset');
  });

  it('never keeps the back-office, its API, its procedures, the login or anything sent with a token', () => {
    for (const path of [
      '/admin',
      '/admin/login',
      '/admin/results?x=1',
      '/api/admin/events',
      '/API/ADMIN/results',
      '/api/admin',
    ]) {
      expect(cacheRouteOf(get(path), origin), path).toBeNull();
    }
    for (const names of [
      ['auth.session'],
      ['events.adminList'],
      ['participants.adminPage'],
      ['settings.adminGet'],
      ['events.byId'],
      ['stats.get'],
      ['audit.page'],
      ['accounts.list'],
      ['personalData.find'],
      ['retention.status'],
      ['events.list', 'events.adminList'],
    ]) {
      expect(cacheRouteOf(get(trpc(...names)), origin), names.join(',')).toBeNull();
    }
    expect(cacheRouteOf(get(trpc('events.list'), { authorization: 'Bearer abc' }), origin)).toBeNull();
    expect(cacheRouteOf(get('/programme', { Authorization: 'Bearer abc' }), origin)).toBeNull();
    expect(cacheRouteOf({ ...get('/trpc/auth.login'), method: 'POST' }, origin)).toBeNull();
    expect(cacheRouteOf({ ...get('/api/contact'), method: 'POST' }, origin)).toBeNull();
  });

  it('never intercepts the live stream, the worker itself, another origin or the API documentation', () => {
    expect(cacheRouteOf(get('/api/live'), origin)).toBeNull();
    expect(cacheRouteOf(get('/sw.js'), origin)).toBeNull();
    expect(cacheRouteOf(get('/api/docs'), origin)).toBeNull();
    expect(
      cacheRouteOf({ method: 'GET', url: 'https://www.youtube-nocookie.com/embed/x', headers: new Headers() }, origin),
    ).toBeNull();
  });

  it('stores only the 200s the server marked public, never a no-store or private answer', () => {
    const answer = (status: number, control?: string) => ({
      status,
      headers: new Headers(control ? { 'cache-control': control } : {}),
    });
    expect(isStorable(answer(200, 'no-cache'))).toBe(true);
    expect(isStorable(answer(200, 'public, max-age=31536000, immutable'))).toBe(true);
    expect(isStorable(answer(200, 'no-store'))).toBe(false);
    expect(isStorable(answer(200, 'private, max-age=60'))).toBe(false);
    expect(isStorable(answer(200))).toBe(false);
    expect(isStorable(answer(401, 'no-cache'))).toBe(false);
    expect(isStorable(answer(404, 'no-cache'))).toBe(false);
  });

  it('keeps the weekend pages and their data at least four days', () => {
    expect(WEEKEND_MAX_AGE_S).toBeGreaterThanOrEqual(4 * 24 * 3600);
    expect(EXPIRATION.weekendPages.maxAgeSeconds).toBe(WEEKEND_MAX_AGE_S);
    expect(EXPIRATION.data.maxAgeSeconds).toBe(WEEKEND_MAX_AGE_S);
  });

  it('stamps a page copy with the time it was received, readable back', () => {
    const html = stampPage(
      '<!doctype html><html lang="fr"><head><meta charset="UTF-8"></head></html>',
      '2026-11-28T14:32:00.000Z',
    );
    const meta = /<meta name="offline-copy" content="([^"]+)">/.exec(html);
    expect(html.indexOf('<meta name="offline-copy"')).toBeLessThan(html.indexOf('<meta charset'));
    expect(readStamp(meta?.[1])).toBe(Date.UTC(2026, 10, 28, 14, 32));
    expect(stampPage('<head>', '"><script>x</script>')).not.toContain('<script>');
  });
});
