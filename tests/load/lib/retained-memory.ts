import WebSocket from 'ws';

/** The flag that opens a server's inspector on a free loopback port; its address is printed on stderr. */
export const INSPECT_ARG = '--inspect=127.0.0.1:0';

export function inspectorUrl(output: string): string {
  const url = /Debugger listening on (ws:\/\/\S+)/.exec(output)?.[1];
  if (!url) throw new Error('the server printed no inspector address');
  return url;
}

/**
 * What the server process still holds once the garbage is collected (MB): V8's live heap plus the
 * memory outside it (Buffers, where the cached bodies live). Read through the inspector, as a heap
 * profiler would: collecting first, so that the figure is what is kept, not what V8 has not yet
 * bothered to free (the RSS, which V8 shrinks only lazily, counts that too).
 */
export async function retainedMb(url: string): Promise<number> {
  const socket = new WebSocket(url);
  await new Promise<void>((done, fail) => {
    socket.once('open', () => done());
    socket.once('error', fail);
  });
  let id = 0;
  const call = (method: string, params: Record<string, unknown> = {}) =>
    new Promise<{ result?: { value?: unknown } }>((done, fail) => {
      id += 1;
      const mine = id;
      const onMessage = (data: WebSocket.RawData) => {
        const message = JSON.parse(String(data)) as {
          id?: number;
          result?: { result?: { value?: unknown } };
          error?: { message: string };
        };
        if (message.id !== mine) return;
        socket.off('message', onMessage);
        if (message.error) fail(new Error(`${method}: ${message.error.message}`));
        else done(message.result ?? {});
      };
      socket.on('message', onMessage);
      socket.send(JSON.stringify({ id: mine, method, params }));
    });
  try {
    await call('HeapProfiler.collectGarbage');
    await call('HeapProfiler.collectGarbage');
    const answer = (await call('Runtime.evaluate', {
      expression: 'JSON.stringify(process.memoryUsage())',
      returnByValue: true,
    })) as { result?: { value?: string } };
    const usage = JSON.parse(answer.result?.value ?? '{}') as { heapUsed?: number; external?: number };
    if (usage.heapUsed === undefined || usage.external === undefined)
      throw new Error('the inspector gave no memory figures');
    return (usage.heapUsed + usage.external) / 2 ** 20;
  } finally {
    socket.close();
  }
}
