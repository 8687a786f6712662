/** Paths of the customer group screens (spec 1 §2.1). */
export const groupUrls = {
  list: '/customers/groups',
  new: '/customers/groups/new',
  edit: (id: string) => `/customers/groups/edit?customer_group_id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/customers/groups/detail?customer_group_id=${encodeURIComponent(id)}`,
};
