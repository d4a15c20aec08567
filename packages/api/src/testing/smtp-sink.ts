import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

export type ReceivedMail = { from: string; to: string[]; raw: string; headers: string; body: string };

/**
 * A real SMTP server for the tests (the `smtp-server` package speaks the protocol): it keeps what it
 * receives; `stop` and `start` again on the same port play a server that goes away and comes back.
 * Recipients listed in `reject` are refused with 550, as a server refuses an unknown mailbox.
 */
export async function startSmtpSink(options: { port?: number; reject?: string[] } = {}) {
  const received: ReceivedMail[] = [];
  let server: SMTPServer | undefined;
  let port = options.port ?? 0;
  const start = async () => {
    server = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onRcptTo(address, _session, callback) {
        if (options.reject?.includes(address.address)) {
          const error = Object.assign(new Error('Mailbox unavailable'), { responseCode: 550 });
          callback(error);
          return;
        }
        callback();
      },
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          const raw = Buffer.concat(chunks).toString('utf8');
          const split = raw.indexOf('\r\n\r\n');
          received.push({
            from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
            to: session.envelope.rcptTo.map((r) => r.address),
            raw,
            headers: raw.slice(0, split),
            body: raw.slice(split + 4),
          });
          callback();
        });
      },
    });
    const listening = server;
    await new Promise<void>((resolve) => listening.listen(port, '127.0.0.1', () => resolve()));
    port = (listening.server.address() as AddressInfo).port;
  };
  await start();
  return {
    received,
    get url() {
      return `smtp://127.0.0.1:${port}`;
    },
    start,
    stop: () => new Promise<void>((resolve) => (server ? server.close(() => resolve()) : resolve())),
  };
}
export type SmtpSink = Awaited<ReturnType<typeof startSmtpSink>>;

/** A header's unfolded value, as the mail carries it (still MIME-encoded). */
export const headerOf = (mail: ReceivedMail, name: string): string | undefined => {
  const unfolded = mail.headers.replace(/\r\n[ \t]+/g, ' ');
  const line = unfolded.split('\r\n').find((l) => l.toLowerCase().startsWith(`${name.toLowerCase()}:`));
  return line?.slice(name.length + 1).trim();
};
/** The quoted-printable text part decoded enough to read links and words. */
export const textOf = (mail: ReceivedMail) =>
  Buffer.from(
    mail.body
      .replace(/=\r\n/g, '')
      .replace(/=([0-9A-F]{2})/g, (_, hex: string) => String.fromCharCode(Number.parseInt(hex, 16))),
    'latin1',
  ).toString('utf8');
