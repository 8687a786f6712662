import { Type, type Static } from 'typebox';
import { Id } from './common';
import { END_DATE_OPTION_VALUES } from './contract-constants';
import { DayString } from './orders';
import { ApprovalStatusSchema, DocumentNumberFilter, ListPaymentBlock, ListedCustomer } from './payments';

/**
 * Customer contracts (spec 2 §3 "Customer contract (customer_subscription)", §2 "Customer contracts", §7 "List
 * contracts"). Paths under /api:
 *
 *   GET store/customer_subscription/all?limit&offset&filter.*   list_customer_subscription
 *       ListContractsQuery -> ListContractsReply
 *
 * `offset` is the page from 1; newest first. Filters (all optional, combined with AND):
 *   keyword                 the contract number (digits) or the customer's name, e-mail or phone
 *   customer_id             one of another store matches nothing (empty page), like the other lists
 *   subscription_number     the contract number
 *   end_date_option         TODAY | WEEK | MONTH: the store-local day, calendar week (Sunday..Saturday) or month
 *                           holding today; CUSTOM adds nothing (from_end_date / to_end_date carry the range)
 *   from_end_date / to_end_date   store days YYYY-MM-DD, inclusive
 *   order_type              CSC | WEB_APP | MOBILE_APP_ANDROID | MOBILE_APP_IOS
 *   subscription_id         the master contract; applicable_to_location a store location id
 *   is_approved             the approval status; is_paid true | false
 *   visits_left             true: some service of the contract has visits left (the visit ledger); false: none
 */

export const EndDateOptionSchema = Type.Union(END_DATE_OPTION_VALUES.map((v) => Type.Literal(v)));
export type EndDateOption = (typeof END_DATE_OPTION_VALUES)[number];
export { END_DATE_OPTION_VALUES };

export const ContractOrderTypeSchema = Type.Union([
  Type.Literal('CSC'),
  Type.Literal('WEB_APP'),
  Type.Literal('MOBILE_APP_ANDROID'),
  Type.Literal('MOBILE_APP_IOS'),
]);
export type ContractOrderType = Static<typeof ContractOrderTypeSchema>;

export const ListContractsQuery = Type.Object(
  {
    limit: Type.Optional(Type.Integer({ minimum: 1, maximum: 10000, default: 10 })),
    offset: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
    'filter.keyword': Type.Optional(Type.String({ maxLength: 100 })),
    'filter.customer_id': Type.Optional(Id),
    'filter.subscription_number': Type.Optional(DocumentNumberFilter),
    'filter.end_date_option': Type.Optional(Type.Unsafe<EndDateOption>(EndDateOptionSchema)),
    'filter.from_end_date': Type.Optional(DayString),
    'filter.to_end_date': Type.Optional(DayString),
    'filter.order_type': Type.Optional(ContractOrderTypeSchema),
    'filter.subscription_id': Type.Optional(Id),
    'filter.applicable_to_location': Type.Optional(Id),
    'filter.is_approved': Type.Optional(ApprovalStatusSchema),
    'filter.is_paid': Type.Optional(Type.Boolean()),
    /** true: contracts with a service that has visits left; false: contracts with none left. */
    'filter.visits_left': Type.Optional(Type.Boolean()),
  },
  { additionalProperties: false },
);
export type ListContractsQuery = Static<typeof ListContractsQuery>;

export const ContractListVariant = Type.Object({
  _id: Type.String(),
  name: Type.String(),
  billing_period: Type.Object({
    /** The billing period and its length in months. */
    billing_period_id: Type.Object({ _id: Type.String(), value: Type.Integer() }),
    /** Money as a decimal string. */
    price: Type.String(),
  }),
});
export type ContractListVariant = Static<typeof ContractListVariant>;

export const ContractListRow = Type.Object({
  _id: Id,
  subscription_number: Type.Integer(),
  /** The master contract. */
  subscription_id: Id,
  subscription_name: Type.String(),
  variant_id: Type.String(),
  variant: ContractListVariant,
  parent_sku: Type.String(),
  /** Calendar days YYYY-MM-DD. */
  start_date: Type.String(),
  end_date: Type.String(),
  /** Money as a decimal string. */
  price: Type.String(),
  is_active: Type.Boolean(),
  is_expired: Type.Boolean(),
  /** The approval status (APPROVED, REJECTED, ON_HOLD, CANCELLED, PENDING_APPROVAL). */
  is_approved: Type.String(),
  zuper_contract_uid: Type.Union([Type.String(), Type.Null()]),
  customer_id: Id,
  customer: ListedCustomer,
  payment: ListPaymentBlock,
  is_paid: Type.Boolean(),
  request_customer_payment: Type.Boolean(),
  order_type: Type.String(),
  applicable_to_location: Type.Union([Id, Type.Null()]),
  /** The contract this one renews, or null. */
  renewed_from: Type.Union([Id, Type.Null()]),
  createdAt: Type.String(),
  updatedAt: Type.String(),
});
export type ContractListRow = Static<typeof ContractListRow>;

export const ListContractsReply = Type.Object({
  data: Type.Array(ContractListRow),
  pages: Type.Integer(),
  total: Type.Integer(),
});
export type ListContractsReply = Static<typeof ListContractsReply>;
