import type { CustomerGroupRow, CustomerGroupType } from '@storedesk/shared/contracts';
import type { customerGroups } from '../../db/schema';

type GroupRow = typeof customerGroups.$inferSelect;

/** A group as the screens read it; member_count comes from the read's SQL (group-members.ts). */
export function groupView(g: GroupRow, memberCount: number): CustomerGroupRow {
  return {
    _id: g.id,
    name: g.name,
    type: g.type as CustomerGroupType,
    image: g.image,
    condition: g.condition,
    member_count: memberCount,
    createdAt: g.createdAt.toISOString(),
    updatedAt: g.updatedAt.toISOString(),
    version: g.version,
  };
}
