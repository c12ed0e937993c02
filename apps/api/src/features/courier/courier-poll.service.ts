// The background poll: every COURIER_POLL_MINUTES one job (its id names the time slot, so that several
// instances enqueue it once and one of them runs it) asks the courier about each parcel still on its way.
import type { DB } from '../../db/database.ts';
import { enqueueJob, type JobRunner } from '../../background/job-runner.ts';
import { type CourierProvider, CourierRefusedError, CourierUnavailableError } from './courier-provider.ts';
import { applyCourierReport } from './courier-tracking.service.ts';
import { hasEvent, listOpenParcels } from './courier.repository.ts';

export const COURIER_POLL_JOB = 'courier-poll';
/** Parcels asked about in one run; the oldest reports first, the rest in the next run. */
const PARCELS_PER_RUN = 200;

const nextSlot = (after: Date, everyMs: number): Date =>
  new Date((Math.floor(after.getTime() / everyMs) + 1) * everyMs);

export async function scheduleCourierPoll(db: DB, after: Date, everyMs: number): Promise<void> {
  const runAt = nextSlot(after, everyMs);
  await enqueueJob(db, COURIER_POLL_JOB, null, runAt, { id: `${COURIER_POLL_JOB}:${runAt.toISOString()}` });
}

/**
 * Asks about every open parcel; a courier's outage for one parcel does not stop the others. Another
 * failure fails the run after the rest were asked, and its retry skips the parcels it applied already.
 */
export async function pollParcels(db: DB, provider: CourierProvider, now: Date, runKey: string) {
  let asked = 0;
  let failure: unknown;
  for (const parcel of await listOpenParcels(db, provider.name, PARCELS_PER_RUN)) {
    if (!parcel.consignmentId) continue;
    const eventKey = `poll:${runKey}:${parcel.consignmentId}`;
    if (await hasEvent(db, parcel.courier, eventKey)) continue;
    asked += 1;
    try {
      const { consignmentId, bookedAt } = parcel;
      const report = await provider.parcelStatus({ consignmentId, bookedAt }, now);
      await applyCourierReport(db, parcel.orderId, {
        eventKey,
        courierStatus: report.courierStatus,
        collectedAmount: report.collectedAmount,
        reportedAt: now.toISOString(),
      });
    } catch (error) {
      // A courier's outage or refusal: asked again at the next run.
      if (!(error instanceof CourierUnavailableError || error instanceof CourierRefusedError)) failure = error;
    }
  }
  if (failure !== undefined) throw failure;
  return asked;
}

export function registerCourierPoll(runner: JobRunner, provider: CourierProvider, everyMs: number): void {
  runner.register<null>(COURIER_POLL_JOB, async (_payload, { db, now, jobId }) => {
    // The next run first: a run that fails for good must not end the polling.
    await scheduleCourierPoll(db, now, everyMs);
    await pollParcels(db, provider, now, jobId);
  });
}
