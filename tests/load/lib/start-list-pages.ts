/*
 * The pages issue 29 adds to the Lighthouse audit (as many runs as the main pages): a race page with its published start list, and the
 * athlete page of one of its entrants (their races to come with the lane). Picked from the data set as a
 * visitor would reach them: the first race of the programme whose start list is published. A set with no
 * published start list (before the event seed publishes its first day) adds none, and says so.
 */
interface ProgrammeRace {
  id: string;
  startList: string;
}
interface StartListAnswer {
  entries: { participantId: string; lane: number | null; status: string }[];
}

export async function startListPages(baseUrl: string, log: (line: string) => void): Promise<string[]> {
  const races = (await (await fetch(`${baseUrl}/api/events`)).json()) as ProgrammeRace[];
  for (const race of races.filter((r) => r.startList === 'published')) {
    const list = (await (await fetch(`${baseUrl}/api/events/${encodeURIComponent(race.id)}/start-list`)).json()) as StartListAnswer;
    const entrant = list.entries.find((e) => e.lane !== null && e.status === 'entered');
    if (entrant) return [`/resultats/${encodeURIComponent(race.id)}`, `/athletes/p-${encodeURIComponent(entrant.participantId)}`];
  }
  log('no published start list in this data set: no race page with a start list to audit');
  return [];
}
