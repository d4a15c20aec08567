import { get } from 'node:http';
import { LIVE_RESULTS_EVENT, readLiveResultsChange } from '../../packages/contract/src/live-change';

/**
 * One of the processes holding the bench's open pages (issue 30 item 4): `count` /api/live streams from
 * loopback addresses starting at `offset`, read as a page does (the message parsed and the change read),
 * without keeping the messages. Told over IPC: 'report' answers, per stream, the wall-clock times at
 * which each results change was applied, the notices received, and the bytes read since opening.
 */
const [url = '', countArg = '0', offsetArg = '0'] = process.argv.slice(2);
const count = Number(countArg);
const offset = Number(offsetArg);
const wall = () => performance.timeOrigin + performance.now();
/** 25 streams per address, within LIVE_STREAMS_PER_ADDRESS (50), from 127.0.2.1 on. */
const addressOf = (i: number) => {
  const n = Math.floor((offset + i) / 25);
  return `127.0.${2 + Math.floor(n / 250)}.${1 + (n % 250)}`;
};

interface Stream {
  applied: number[];
  notices: number;
  bytes: number;
  open: boolean;
}
const streams: Stream[] = [];

function open(i: number): Promise<boolean> {
  return new Promise((resolve) => {
    const stream: Stream = { applied: [], notices: 0, bytes: 0, open: false };
    streams.push(stream);
    const req = get(
      url,
      { agent: false, localAddress: addressOf(i), headers: { accept: 'text/event-stream' } },
      (res) => {
        if (res.statusCode !== 200) {
          res.resume();
          resolve(false);
          return;
        }
        stream.open = true;
        let buffer = '';
        let first = true;
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => {
          if (!first) stream.bytes += Buffer.byteLength(chunk);
          buffer += chunk;
          for (let end = buffer.indexOf('\n\n'); end !== -1; end = buffer.indexOf('\n\n')) {
            const block = buffer.slice(0, end);
            buffer = buffer.slice(end + 2);
            const data = block.split('\n').find((line) => line.startsWith('data: '));
            if (!data) continue;
            // The first message is the version on opening: the bytes counted are those after it.
            if (first) {
              first = false;
              resolve(true);
              continue;
            }
            if (block.includes(`event: ${LIVE_RESULTS_EVENT}\n`) && readLiveResultsChange(JSON.parse(data.slice(6))))
              stream.applied.push(wall());
            else stream.notices += 1;
          }
        });
      },
    );
    req.on('error', () => resolve(false));
  });
}

process.on('message', async (message: { type: string }) => {
  if (message.type === 'open') {
    let refused = 0;
    for (let i = 0; i < count; i += 200) {
      const batch = await Promise.all(Array.from({ length: Math.min(200, count - i) }, (_, j) => open(i + j)));
      refused += batch.filter((ok) => !ok).length;
    }
    process.send?.({ type: 'opened', refused });
  } else if (message.type === 'report') {
    process.send?.({
      type: 'report',
      streams: streams.map(({ applied, notices, bytes }) => ({ applied, notices, bytes })),
    });
  } else if (message.type === 'exit') process.exit(0);
});
process.send?.({ type: 'ready' });
