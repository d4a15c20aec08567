// A separate process that drains the outbox, for the crash test: the test kills it with SIGKILL mid-way.
import { createDb } from '@app/db';
import { createSmtpTransport, sendDue } from '../mail-worker';

const handle = createDb(JSON.parse(process.env.MAIL_TEST_DB ?? '{}'));
const transport = createSmtpTransport(process.env.MAIL_TEST_SMTP ?? '');
await sendDue(handle.db, transport, { from: 'noreply@aviron.test', claimMs: 1000 });
transport.close();
await handle.close();
