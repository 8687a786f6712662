/** Paths of the customer screens (spec 1 §2.1); the host mounts this remote at the root, so they are absolute. */
export const customerUrls = {
  list: () => '/customers',
  create: () => '/customers/new',
  edit: (id: string) => `/customers/edit?customer_id=${encodeURIComponent(id)}`,
};
