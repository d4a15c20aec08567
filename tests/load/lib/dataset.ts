import { itemsOf, raw } from './http';

export interface Dataset {
  races: number;
  participants: number;
  results: number;
  volunteers: number;
  messages: number;
}

/** What the seeded database holds, counted through the API as a client would. */
export async function countDataset(baseUrl: string, token: string): Promise<Dataset> {
  const auth = { authorization: `Bearer ${token}` };
  const total = async (path: string, headers: Record<string, string> = {}) => {
    const answer = await raw(baseUrl + path, { headers });
    return answer.status === 200 ? itemsOf(JSON.parse(answer.body.toString())).total : Number.NaN;
  };
  return {
    races: await total('/api/events'),
    participants: await total('/api/participants'),
    results: await total('/api/results'),
    volunteers: await total('/api/admin/volunteers', auth),
    messages: await total('/api/admin/messages', auth),
  };
}

export const describeDataset = (d: Dataset): string =>
  `${d.races} races, ${d.participants} participants, ${d.results} results, ${d.volunteers} volunteer applications, ${d.messages} contact messages`;
