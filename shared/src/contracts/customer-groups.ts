import { Type, type Static } from 'typebox';
import { Id } from './common';
import { CustomerSummary } from './customers';
import { CHANGED_ELSEWHERE } from './changed-elsewhere';
import { NAME_LENGTHS } from './name-lengths';
import { RecordVersion } from './record-version';

/**
 * Customer groups (spec 1 §2.6, §3, §4, §5, §8, §9). Paths under /api (the spec's store/customer/group family):
 *
 *   GET    store/customer/group/all?limit=20&offset=1          list_customer_group    {data: CustomerGroupRow[], pages, total}
 *          Newest first; member_count is the group's members now (see "Members" below).
 *   GET    store/customer/group/details?customer_group_id=&limit=20&offset=1
 *                                                             detail_customer_group  {data: CustomerGroupDetail}
 *          The group, customer_ids (MANUAL: every member id; AUTOMATED: []) and one page of members (summaries,
 *          by name). Another store's or a deleted group: 404.
 *   POST   store/customer/group  {customer_group}             create_customer_group  {message, title, data: CustomerGroupRow}
 *   PUT    store/customer/group  {customer_group (with _id, version)}  edit_customer_group  {message, title, data: CustomerGroupRow}
 *          MANUAL stores customer_ids (duplicates once) and clears the condition to ''. AUTOMATED stores the
 *          condition and no member list (customer_ids are ignored). Checks, each 400 {message, title} with nothing
 *          written: a blank name; AUTOMATED with no condition chosen (CUSTOMER_GROUP_MESSAGES.missingCondition);
 *          POST with an _id or PUT without one or without a version. A customer id of another store or a deleted
 *          customer -> 404 with nothing written; PUT of another store's or a deleted group -> 404; PUT with a
 *          version the group no longer has -> 409 CUSTOMER_GROUP_MESSAGES.changed, nothing written. One
 *          transaction with its audit row. Names need not be unique (the spec promises no such thing).
 *   DELETE store/customer/group?id=                           delete_customer_group  {message, title}
 *          'Customer Group deleted successfully' / 'Customer Group Deleted'. The group is marked deleted and its
 *          member rows are removed (so no pricing rule still sees them). Only ADMIN holds the permission.
 *
 * Members. MANUAL: the listed customers that are not deleted. AUTOMATED: every non-deleted customer of the store
 * meeting ALL chosen conditions (a condition is chosen when its value is not ''):
 *   customer_total_value  the customer's lifetime booking total (customers.order_total) >= value
 *   customer_order_value  "current booking value": the customer has a booking of this store with total >= value
 *   customer_order_count  "repeat bookings": the customer's booking count (customers.order_count) >= value
 * Members are computed by SQL on every read, never copied, so they follow bookings as they happen.
 */
export const CUSTOMER_GROUP_TYPES = ['MANUAL', 'AUTOMATED'] as const;
export type CustomerGroupType = (typeof CUSTOMER_GROUP_TYPES)[number];

/** Group screens show 20 a page; the new-group customer picker 10 (spec 1 §9). */
export const CUSTOMER_GROUP_PAGE_SIZE = 20;
export const CUSTOMER_GROUP_PICKER_PAGE_SIZE = 10;
/** The most customers a MANUAL group lists (the edit screen loads them all in one details call). */
export const CUSTOMER_GROUP_MAX_MEMBERS = 5000;

export const CUSTOMER_GROUP_MESSAGES = {
  created: 'Customer Group created successfully',
  createdTitle: 'Customer Group Created',
  updated: 'Customer Group updated successfully',
  updatedTitle: 'Customer Group Updated',
  deleted: 'Customer Group deleted successfully',
  deletedTitle: 'Customer Group Deleted',
  notFound: 'Customer Group not found',
  notFoundTitle: 'Customer Group',
  missingCondition: 'You must choose atleast one condition for Automated assignment',
  missingConditionTitle: 'Missing Condition',
  missingName: 'Please enter the group name',
  missingFieldsTitle: 'Missing Fields',
  idOnCreate: 'A new group cannot carry an _id; use PUT to update a group.',
  idMissing: 'customer_group._id is required to update a group.',
  versionMissing: 'customer_group.version (as the group was loaded) is required to update a group.',
  changed: CHANGED_ELSEWHERE.customerGroup.message,
  changedTitle: CHANGED_ELSEWHERE.customerGroup.title,
  invalidTitle: 'Invalid Input',
} as const;

/** '' (not chosen) or a non-negative amount with up to 2 decimals. */
const AmountText = Type.String({
  maxLength: 16,
  pattern: '^(\\d{1,12}(\\.\\d{1,2})?)?$',
  examples: ['1000'],
});
/** '' (not chosen) or a whole number. */
const CountText = Type.String({ maxLength: 9, pattern: '^(\\d{1,9})?$', examples: ['3'] });

export const CustomerGroupCondition = Type.Object(
  {
    customer_total_value: AmountText,
    customer_order_value: AmountText,
    customer_order_count: CountText,
  },
  { additionalProperties: false },
);
export type CustomerGroupCondition = Static<typeof CustomerGroupCondition>;

export const EMPTY_GROUP_CONDITION: CustomerGroupCondition = {
  customer_total_value: '',
  customer_order_value: '',
  customer_order_count: '',
};

export const CustomerGroupTypeSchema = Type.Union([Type.Literal('MANUAL'), Type.Literal('AUTOMATED')]);

export const CustomerGroupMemberRef = Type.Object({ customer_id: Id }, { additionalProperties: false });
export type CustomerGroupMemberRef = Static<typeof CustomerGroupMemberRef>;

export const CustomerGroupInput = Type.Object(
  {
    _id: Type.Optional(Id),
    /** PUT only: the group's version as the form loaded it. */
    version: Type.Optional(RecordVersion),
    name: Type.String({ minLength: 1, maxLength: NAME_LENGTHS.customerGroupName }),
    type: CustomerGroupTypeSchema,
    /** An address from POST misc/upload (type CUSTOMERGROUP); '' or null for no image. */
    image: Type.Optional(Type.Union([Type.String({ maxLength: 1000 }), Type.Null()])),
    customer_ids: Type.Array(CustomerGroupMemberRef, { maxItems: CUSTOMER_GROUP_MAX_MEMBERS }),
    condition: CustomerGroupCondition,
  },
  { additionalProperties: false },
);
export type CustomerGroupInput = Static<typeof CustomerGroupInput>;

export const SaveCustomerGroupBody = Type.Object(
  { customer_group: CustomerGroupInput },
  { additionalProperties: false },
);
export type SaveCustomerGroupBody = Static<typeof SaveCustomerGroupBody>;

export const CustomerGroupRow = Type.Object({
  _id: Id,
  name: Type.String(),
  type: CustomerGroupTypeSchema,
  image: Type.Union([Type.String(), Type.Null()]),
  condition: CustomerGroupCondition,
  member_count: Type.Integer(),
  /** ISO instants; shown as store-local dates. */
  createdAt: Type.String(),
  updatedAt: Type.String(),
  /** Sent back by PUT. */
  version: Type.Integer(),
});
export type CustomerGroupRow = Static<typeof CustomerGroupRow>;

export const SaveCustomerGroupReply = Type.Object({
  message: Type.String(),
  title: Type.String(),
  data: CustomerGroupRow,
});
export type SaveCustomerGroupReply = Static<typeof SaveCustomerGroupReply>;

const GroupPage = {
  limit: Type.Optional(
    Type.Integer({ minimum: 1, maximum: CUSTOMER_GROUP_MAX_MEMBERS, default: CUSTOMER_GROUP_PAGE_SIZE }),
  ),
  offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
};

export const ListCustomerGroupsQuery = Type.Object(GroupPage, { additionalProperties: false });
export type ListCustomerGroupsQuery = Static<typeof ListCustomerGroupsQuery>;

export const ListCustomerGroupsReply = Type.Object({
  data: Type.Array(CustomerGroupRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListCustomerGroupsReply = Static<typeof ListCustomerGroupsReply>;

export const CustomerGroupDetailQuery = Type.Object(
  { customer_group_id: Id, ...GroupPage },
  { additionalProperties: false },
);
export type CustomerGroupDetailQuery = Static<typeof CustomerGroupDetailQuery>;

export const CustomerGroupDetail = Type.Object({
  ...CustomerGroupRow.properties,
  customer_ids: Type.Array(CustomerGroupMemberRef),
  /** One page of the members (limit/offset of the query); member_count is their total. */
  members: Type.Object({ data: Type.Array(CustomerSummary), pages: Type.Integer(), total: Type.Integer() }),
});
export type CustomerGroupDetail = Static<typeof CustomerGroupDetail>;

export const CustomerGroupDetailReply = Type.Object({ data: CustomerGroupDetail });
export type CustomerGroupDetailReply = Static<typeof CustomerGroupDetailReply>;

export const DeleteCustomerGroupQuery = Type.Object({ id: Id }, { additionalProperties: false });
export type DeleteCustomerGroupQuery = Static<typeof DeleteCustomerGroupQuery>;
