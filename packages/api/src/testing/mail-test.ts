import { type ChildProcess, spawn } from 'node:child_process';
import { afterEach, beforeEach } from 'vitest';
import { type ReceivedMail, type SmtpSink, startSmtpSink } from './smtp-sink';
import { createTestApi, type TestApi } from './test-api';

export type MailTest = {
  readonly api: TestApi;
  readonly smtp: SmtpSink;
  /** The messages received so far for one recipient. */
  to(address: string): ReceivedMail[];
};

/**
 * The mail tests' fixture: a fresh API over a temporary database and a real SMTP server per test, both
 * stopped after it. `setup` runs once both are up (subscribers to seed, settings to change).
 */
export function useMailTest(setup?: (test: MailTest) => Promise<void>): MailTest {
  let api: TestApi | undefined;
  let smtp: SmtpSink | undefined;
  const test: MailTest = {
    get api() {
      if (!api) throw new Error('useMailTest: read inside a test');
      return api;
    },
    get smtp() {
      if (!smtp) throw new Error('useMailTest: read inside a test');
      return smtp;
    },
    to: (address) => test.smtp.received.filter((m) => m.to.includes(address)),
  };
  beforeEach(async () => {
    api = await createTestApi();
    smtp = await startSmtpSink();
    await setup?.(test);
  });
  afterEach(async () => {
    await smtp?.stop();
    await api?.dispose();
  });
  return test;
}

/**
 * A sending process over the test's database and SMTP server (`script` runs the mail worker until the
 * outbox is empty), to be killed with SIGKILL mid-way and started again.
 */
export function startSender(test: MailTest, script: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', script], {
    env: { ...process.env, MAIL_TEST_DB: JSON.stringify(test.api.databaseOptions), MAIL_TEST_SMTP: test.smtp.url },
    stdio: 'inherit',
  });
}

export const exited = (child: ChildProcess) => new Promise((resolve) => child.on('exit', resolve));
