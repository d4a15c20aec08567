import { LIVE_RACE_FEED_PATH, LiveFeedState, readErgRaceMessage, stateName } from '@app/contract';
import WebSocket from 'ws';

// Runs beside ErgRace on the race computer: reads its WebSocket, keeps only the latest state of each
// lane, and pushes it outwards to the site over HTTPS with the race-computer key. Both sides reconnect
// by themselves with growing delays; a network cut never leaves a backlog of strokes, since each send
// carries the whole current state and replaces the previous one.

export interface BridgeOptions {
  /** ErgRace's WebSocket, e.g. ws://127.0.0.1:8081. */
  ergraceUrl: string;
  /** The site, e.g. https://championnat.example.fr. */
  siteUrl: string;
  key: string;
  /** At most one send per this many ms (4 a second by default). */
  sendEveryMs?: number;
  /** Longest wait between two reconnection attempts. */
  maxDelayMs?: number;
  log?: (line: string) => void;
}

const STATE_LINES: Record<string, string> = {
  attention: 'attention',
  row: 'départ donné',
  false_start: 'faux départ',
  running: 'course lancée',
  exchange: 'relais : passage de témoin',
  aborted: 'course interrompue',
  complete: 'course terminée',
  final_results: 'résultats finaux',
};

/** 1 s, 2 s, 4 s… up to maxDelayMs, with some spread so several bridges do not knock together. */
const backoff = (attempt: number, max: number) => Math.min(max, 1_000 * 2 ** attempt) * (0.8 + Math.random() * 0.4);

export interface Bridge {
  stop(): void;
  /** Sends that reached the site (tests). */
  readonly sent: number;
}

export function startBridge(options: BridgeOptions): Bridge {
  const log = options.log ?? ((line: string) => console.log(`${new Date().toISOString().slice(11, 19)} ${line}`));
  const sendEveryMs = options.sendEveryMs ?? 250;
  const maxDelayMs = options.maxDelayMs ?? 30_000;
  const feed = new LiveFeedState();
  const endpoint = new URL(LIVE_RACE_FEED_PATH, options.siteUrl).toString();
  let stopped = false;
  let socket: WebSocket | undefined;
  let wsAttempt = 0;
  let siteAttempt = 0;
  let siteDown = false;
  let nextSendAt = 0;
  let sending = false;
  let sent = 0;

  function connect() {
    if (stopped) return;
    const ws = new WebSocket(options.ergraceUrl, { handshakeTimeout: 5_000 });
    socket = ws;
    ws.on('open', () => {
      log(
        wsAttempt > 0 ? `ErgRace : reconnecté (${options.ergraceUrl})` : `ErgRace : connecté (${options.ergraceUrl})`,
      );
      wsAttempt = 0;
    });
    ws.on('message', (data) => {
      let raw: unknown;
      try {
        raw = JSON.parse(data.toString());
      } catch {
        return;
      }
      const message = readErgRaceMessage(raw);
      if (!message) return;
      const { newRace, newState } = feed.apply(message);
      if (newRace && message.definition)
        log(`course : ${message.definition.name} (${message.definition.boats.length} couloirs)`);
      const line = STATE_LINES[stateName(newState) ?? ''];
      if (line) log(`état : ${line}`);
    });
    ws.on('error', () => {});
    ws.on('close', () => {
      if (stopped) return;
      const delay = backoff(wsAttempt++, maxDelayMs);
      log(`ErgRace : connexion perdue, nouvel essai dans ${Math.round(delay / 1000)} s`);
      setTimeout(connect, delay);
    });
  }

  async function send() {
    if (stopped || sending || !feed.changed || Date.now() < nextSendAt) return;
    sending = true;
    const body = feed.take();
    try {
      const answer = await fetch(endpoint, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${options.key}` },
        body: JSON.stringify(body),
        signal: AbortSignal.timeout(5_000),
      });
      await answer.arrayBuffer().catch(() => undefined);
      if (answer.status === 401 || answer.status === 403) throw new Error('clé refusée par le site (révoquée ?)');
      if (!answer.ok) throw new Error(`le site a répondu ${answer.status}`);
      sent++;
      if (siteDown) log('site : liaison rétablie');
      else if (sent === 1) log('site : connecté');
      siteDown = false;
      siteAttempt = 0;
      nextSendAt = Date.now() + sendEveryMs;
    } catch (error) {
      // The state not sent is not lost: the next send carries the newest one instead.
      feed.changed = true;
      const delay = backoff(siteAttempt++, maxDelayMs);
      if (!siteDown || siteAttempt === 1)
        log(
          `site : liaison perdue (${error instanceof Error ? error.message : 'erreur'}), nouvel essai dans ${Math.round(delay / 1000)} s`,
        );
      siteDown = true;
      nextSendAt = Date.now() + delay;
    } finally {
      sending = false;
    }
  }

  connect();
  const timer = setInterval(() => void send(), Math.min(50, sendEveryMs));
  return {
    stop() {
      stopped = true;
      clearInterval(timer);
      socket?.terminate();
    },
    get sent() {
      return sent;
    },
  };
}
