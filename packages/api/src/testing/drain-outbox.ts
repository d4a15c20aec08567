import type { Db } from '@app/db';
import { createSmtpTransport, sendDue } from '../modules/mail/mail-worker';

export const TEST_MAIL_FROM = 'Championnats <noreply@aviron-indoor-2026.fr>';

/**
 * Sends what the outbox holds due now to the test's SMTP server, as the worker's pass does. A pooled
 * transport per drain, closed after it: the sink's stop waits for open connections.
 */
export async function drainOutbox(db: Db, smtpUrl: string, clock?: () => Date) {
  const transport = createSmtpTransport(smtpUrl);
  try {
    return await sendDue(db, transport, { from: TEST_MAIL_FROM, clock });
  } finally {
    transport.close();
  }
}
