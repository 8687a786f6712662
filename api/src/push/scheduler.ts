import fp from 'fastify-plugin';
import type { FastifyInstance } from 'fastify';
import { and, asc, eq, lte } from 'drizzle-orm';
import type { PushStatus } from '@storedesk/shared/contracts';
import { pushNotifications } from '../db/schema';
import { recordAudit } from '../http/audit';
import { dispatchNotification } from './dispatch';
import { providerBody } from './provider-body';
import { configuredPushAdapter } from './provider';
import { stillReachable } from './recipients';

/** Rows handled per run at most, so one run never holds the loop for long; the next run takes the rest. */
const MAX_PER_RUN = 100;

export interface DueRunResult {
  /** Ids of the notifications dispatched in this run, with the status each ended in. */
  dispatched: { id: string; status: PushStatus }[];
}

/**
 * Dispatches every SCHEDULED, not cancelled, not deleted notification whose send time is at or before `now`.
 * Each one is claimed with FOR UPDATE SKIP LOCKED in its own transaction, so two servers (or a run overlapping
 * a cancel) never send the same notification twice; the row leaves SCHEDULED in the same transaction.
 */
export async function runDueNotifications(
  app: FastifyInstance,
  now: Date = new Date(),
): Promise<DueRunResult> {
  const adapter = configuredPushAdapter(app.config.push);
  const dispatched: DueRunResult['dispatched'] = [];
  for (let i = 0; i < MAX_PER_RUN; i++) {
    const done = await app.db.transaction(async (tx) => {
      const [row] = await tx
        .select()
        .from(pushNotifications)
        .where(
          and(
            eq(pushNotifications.status, 'SCHEDULED'),
            eq(pushNotifications.isCancelled, false),
            eq(pushNotifications.isDeleted, false),
            lte(pushNotifications.sendAt, now),
          ),
        )
        .orderBy(asc(pushNotifications.sendAt), asc(pushNotifications.id))
        .limit(1)
        .for('update', { skipLocked: true });
      if (!row) return null;
      const recipients = await stillReachable(tx, row.storeId, row.recipientIds);
      const outcome = await dispatchNotification(adapter, providerBody(row), recipients, now);
      await tx
        .update(pushNotifications)
        .set({ ...outcome, updatedAt: now })
        .where(eq(pushNotifications.id, row.id));
      await recordAudit(tx, {
        employeeId: null,
        storeId: row.storeId,
        entity: 'push_notification',
        entityId: row.id,
        action: 'dispatch',
        before: { status: row.status },
        after: {
          status: outcome.status,
          status_reason: outcome.statusReason,
          sent_to_customers: outcome.sentToCustomers,
        },
      });
      return { id: row.id, status: outcome.status };
    });
    if (!done) break;
    dispatched.push(done);
  }
  return { dispatched };
}

/**
 * Runs runDueNotifications every `pushScheduler.intervalMs` (0 = off, the default under Jest) from onReady
 * until onClose. A run never overlaps the previous one; a failed run is logged and retried at the next tick.
 */
async function pushScheduler(app: FastifyInstance) {
  const { intervalMs } = app.config.pushScheduler;
  if (intervalMs <= 0) return;
  let timer: NodeJS.Timeout | null = null;
  let running: Promise<void> | null = null;
  const tick = () => {
    if (running) return;
    running = runDueNotifications(app)
      .then((result) => {
        if (result.dispatched.length > 0)
          app.log.info({ dispatched: result.dispatched }, 'push notifications sent');
      })
      .catch((error: unknown) => app.log.error({ err: error }, 'push scheduler run failed'))
      .finally(() => {
        running = null;
      });
  };
  app.addHook('onReady', async () => {
    timer = setInterval(tick, intervalMs);
    timer.unref();
  });
  app.addHook('onClose', async () => {
    if (timer) clearInterval(timer);
    await running;
  });
}

export default fp(pushScheduler, { name: 'push-scheduler', dependencies: ['db'] });
