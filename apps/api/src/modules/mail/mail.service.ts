import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import type { MailRepository } from './mail.repository';
import type { MailMessage, MailTransport } from './mail.transport';

const BATCH = 20;
const MAX_ATTEMPTS = 5;

/**
 * E-mails are written to the outbox in the same transaction as the change that causes them, then
 * sent by a dispatcher, so a message is never lost when the process or the mail server fails.
 */
export function createMailService(deps: {
  repository: MailRepository;
  transport: MailTransport;
  log: FastifyBaseLogger;
}) {
  const { repository, transport, log } = deps;
  let running: Promise<number> | null = null;

  async function dispatchOnce(): Promise<number> {
    let sent = 0;
    for (;;) {
      const batch = await repository.claimPending(BATCH, MAX_ATTEMPTS);
      if (batch.length === 0) return sent;
      for (const row of batch) {
        try {
          await transport.send({
            to: row.toAddress,
            subject: row.subject,
            text: row.bodyText,
            html: row.bodyHtml,
          });
          await repository.markSent(row.id);
          sent++;
        } catch (error) {
          const final = row.attempts + 1 >= MAX_ATTEMPTS;
          log.warn({ err: error, outboxId: row.id, final }, 'e-mail not sent');
          await repository.markFailed(row.id, error instanceof Error ? error.message : String(error), final);
        }
      }
    }
  }

  return {
    enqueue: (tx: Db, kind: string, message: MailMessage) => repository.enqueue(tx, kind, message),

    /** Sends what is pending; concurrent calls share one pass. Returns how many were sent. */
    dispatch(): Promise<number> {
      running ??= dispatchOnce().finally(() => {
        running = null;
      });
      return running;
    },

    /** Sends pending mail every `intervalMs`; returns a function that stops it. */
    start(intervalMs: number): () => Promise<void> {
      const timer = setInterval(() => {
        this.dispatch().catch((error) => log.error({ err: error }, 'mail dispatcher failed'));
      }, intervalMs);
      timer.unref();
      return async () => {
        clearInterval(timer);
        await running?.catch(() => {});
      };
    },
  };
}

export type MailService = ReturnType<typeof createMailService>;
