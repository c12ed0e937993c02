// A buyer applies to a group with a note; the owner approves (the buyer joins it) or refuses, in the dashboard.
import type { GroupApplication, GroupApplicationInput, MyPricing } from '@store/shared/schemas';
import type { DB } from '../../db/database.ts';
import { AppError, conflict, notFound, validationFailed } from '../../lib/app-error.ts';
import { newId, nowIso } from '../../lib/ids.ts';
import { type AuditActor, recordChange } from '../audit/index.ts';
import { findGroupById, pricingGroupOf } from '../pricing/index.ts';
import {
  type ApplicationRow,
  decideApplication,
  findApplication,
  findLatestApplicationOf,
  insertApplication,
  listGroups,
  listPendingApplications,
  setMember,
} from './customer-groups.repository.ts';
import { isUniqueViolation, text } from './customer-groups.service.ts';

const toApplication = (row: ApplicationRow): GroupApplication => ({
  _id: row.id,
  userId: row.userId,
  email: row.email,
  groupId: row.groupId,
  groupName: row.groupName,
  note: row.note,
  status: row.status,
  createdAt: row.createdAt,
  decidedAt: row.decidedAt,
});

/** GET /api/pricing/me: the buyer's group, latest application and the groups they may apply to. */
export async function getMyPricing(db: DB, userId: string): Promise<MyPricing> {
  const [group, application, groups] = await Promise.all([
    pricingGroupOf(db, userId),
    findLatestApplicationOf(db, userId),
    listGroups(db),
  ]);
  return {
    group: group && { _id: group.id, name: group.name, discountPercent: group.discountPercent },
    application: application ? toApplication(application) : null,
    groups: groups.map((g) => ({ _id: g.id, name: g.name })),
  };
}

const pending = () => new AppError('CONFLICT', 409, text('applicationPending'));

/** POST /api/pricing/applications: 400 for an unknown group, 409 while one waits or when already in the group. */
export async function applyForGroup(db: DB, userId: string, input: GroupApplicationInput): Promise<GroupApplication> {
  const group = await findGroupById(db, input.groupId);
  if (!group) throw validationFailed({ groupId: text('groupNotFound') });
  if ((await pricingGroupOf(db, userId))?.id === group.id) throw conflict(text('alreadyInGroup'));
  const id = newId();
  try {
    await insertApplication(db, {
      id,
      userId,
      groupId: group.id,
      note: (input.note ?? '').trim(),
      status: 'pending',
      createdAt: nowIso(),
      decidedAt: null,
      decidedBy: null,
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw pending();
    throw error;
  }
  return toApplication((await findApplication(db, id)) as ApplicationRow);
}

export async function getPendingApplications(db: DB): Promise<GroupApplication[]> {
  return (await listPendingApplications(db)).map(toApplication);
}

/** Approve puts the buyer in the group, in the same transaction; an answered application is a 409. */
export async function decide(
  db: DB,
  id: string,
  status: 'approved' | 'refused',
  actor: AuditActor,
): Promise<GroupApplication> {
  const application = await findApplication(db, id);
  if (!application) throw notFound(text('applicationNotFound'));
  await db.transaction().execute(async (trx) => {
    const at = nowIso();
    if (!(await decideApplication(trx, id, { status, decidedAt: at, decidedBy: actor.id })))
      throw conflict(text('applicationDecided'));
    if (status === 'approved') await setMember(trx, application.userId, application.groupId, at);
    await recordChange(trx, actor, {
      kind: 'group.application',
      objectType: 'user',
      objectId: application.userId,
      before: { status: 'pending', groupId: application.groupId },
      after: { status, groupId: application.groupId },
    });
  });
  return toApplication((await findApplication(db, id)) as ApplicationRow);
}
