// The PDF records' addresses (issue 33), without zod: the race pages, /resultats, the programme and the
// back-office link them. Each is served by apps/server/src/plain-routes/pdf-documents.ts.

export const pdfLangs = ['fr', 'en'] as const;
export type PdfLang = (typeof pdfLangs)[number];

const withQuery = (path: string, params: Record<string, string | undefined>) => {
  const query = new URLSearchParams(
    Object.entries(params).filter((e): e is [string, string] => !!e[1] && e[1] !== 'fr'),
  ).toString();
  return query ? `${path}?${query}` : path;
};
const id = encodeURIComponent;

export const pdfPaths = {
  raceStartList: (eventId: string, lang?: PdfLang) =>
    withQuery(`/api/pdf/races/${id(eventId)}/start-list.pdf`, { lang }),
  raceResults: (eventId: string, lang?: PdfLang) => withQuery(`/api/pdf/races/${id(eventId)}/results.pdf`, { lang }),
  championshipResults: (championshipId: string, lang?: PdfLang) =>
    withQuery(`/api/pdf/championships/${id(championshipId)}/results.pdf`, { lang }),
  dayStartLists: (date: string, lang?: PdfLang) => withQuery(`/api/pdf/days/${id(date)}/start-lists.pdf`, { lang }),
  medals: (championshipId?: string, lang?: PdfLang) => withQuery('/api/pdf/medals.pdf', { championshipId, lang }),
  clubs: (championshipId?: string, lang?: PdfLang) => withQuery('/api/pdf/clubs.pdf', { championshipId, lang }),
};
