/**
 * Which points usage condition (spec 3 "Points config": usage_condition {customer_group, order_value_min,
 * order_value_max, points_cap}) governs an order:
 *
 *   - a condition applies to the customer when its customer_group is 'ALL' (every customer) or the id of a group
 *     the customer belongs to; an empty group counts as 'ALL' (a condition saved without a group chosen);
 *   - and to the order when order_value_min <= order value <= order_value_max (both ends included; a max of 0
 *     means no upper bound);
 *   - of the conditions that apply, one for the customer's own group wins over an 'ALL' one (so a store can give
 *     a group a different cap); among several of the same kind the highest cap wins;
 *   - when the store has conditions and none applies, no points may be used on the order (cap 0); a store with
 *     no conditions at all limits points only by the balance and the order's worth (cap null).
 */

/** A usage condition with its order values already in integer paise (cart-totals parses the decimals). */
export interface UsageConditionPaise {
  customerGroup: string;
  minPaise: number;
  maxPaise: number;
  pointsCap: number;
}

/** The customer_group value that names every customer (as the seed and the settings store it). */
export const ALL_CUSTOMERS = 'ALL';

const isForEveryone = (group: string) => {
  const g = group.trim();
  return g === '' || g.toUpperCase() === ALL_CUSTOMERS;
};

/** The points cap for an order worth `orderValue` paise: whole points, or null when the store sets no conditions. */
export function usageCap(
  orderValue: number,
  conditions: readonly UsageConditionPaise[],
  customerGroups: readonly string[],
): number | null {
  if (conditions.length === 0) return null;
  const capsWhere = (forCustomer: (c: UsageConditionPaise) => boolean) =>
    conditions
      .filter(
        (c) => forCustomer(c) && orderValue >= c.minPaise && (c.maxPaise <= 0 || orderValue <= c.maxPaise),
      )
      .map((c) => (Number.isFinite(c.pointsCap) ? Math.max(0, Math.floor(c.pointsCap)) : 0));
  const ownGroup = capsWhere(
    (c) => !isForEveryone(c.customerGroup) && customerGroups.includes(c.customerGroup),
  );
  if (ownGroup.length > 0) return Math.max(...ownGroup);
  const everyone = capsWhere((c) => isForEveryone(c.customerGroup));
  return everyone.length > 0 ? Math.max(...everyone) : 0;
}
