// A separate process that runs the mail worker's passes (queue the campaign's next batch, send what is due)
// until the campaign has left, for the crash test: the test kills it with SIGKILL mid-way, then runs another.
import { createDb } from '@app/db';
import { createSmtpTransport, sendDue } from '../../mail/mail-worker';
import { queueCampaigns } from '../campaign-queue';

const handle = createDb(JSON.parse(process.env.MAIL_TEST_DB ?? '{}'));
const transport = createSmtpTransport(process.env.MAIL_TEST_SMTP ?? '');
const left = async () =>
  (await handle.db.selectFrom('newsletterCampaigns').select('id').where('state', '=', 'sending').execute()).length +
  (await handle.db.selectFrom('mailOutbox').select('id').where('state', '=', 'pending').execute()).length;
while ((await left()) > 0) {
  await queueCampaigns(handle.db, 'https://aviron.test');
  const { sent } = await sendDue(handle.db, transport, { from: 'noreply@aviron.test', claimMs: 1000 });
  // The next copies' slots are still ahead (the campaign's rate): wait for them instead of spinning.
  if (sent === 0) await new Promise((resolve) => setTimeout(resolve, 20));
}
transport.close();
await handle.close();
