import { createInterface } from 'node:readline';
import { Writable } from 'node:stream';

/** The first line of stdin (a pipe: `echo … | pnpm admin:password`). */
async function firstLine(): Promise<string> {
  const lines = createInterface({ input: process.stdin });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

/** Asks on a terminal without echoing what is typed. */
function ask(question: string): Promise<string> {
  process.stderr.write(question);
  const silent = new Writable({ write: (_chunk, _encoding, done) => done() });
  const rl = createInterface({ input: process.stdin, output: silent, terminal: true });
  return new Promise((done) =>
    rl.question('', (answer) => {
      rl.close();
      process.stderr.write('\n');
      done(answer);
    }),
  );
}

export async function readNewPassword(): Promise<string> {
  if (!process.stdin.isTTY) return (await firstLine()).replace(/\r$/, '');
  const first = await ask('Nouveau mot de passe : ');
  const again = await ask('Le même, une seconde fois : ');
  if (first !== again) throw new Error('Les deux saisies diffèrent : rien n’a été changé');
  return first;
}
