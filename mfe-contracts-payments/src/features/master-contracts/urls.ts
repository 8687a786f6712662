/** Paths of the master contract screens (spec 2 §2); the host mounts this remote at the root, so they are absolute. */
export const planUrls = {
  list: () => '/subscriptions/master',
  create: () => '/subscriptions/master/new',
  edit: (id: string) => `/subscriptions/master/edit?id=${encodeURIComponent(id)}`,
  detail: (id: string) => `/subscriptions/master/details?id=${encodeURIComponent(id)}`,
};
