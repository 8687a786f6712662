import { lazy, Suspense, type ReactNode } from 'react';
import { Skeleton } from 'antd';

/** Route elements of the blog screens; each screen is its own chunk (the editor is one more, see the form). */
const BlogListContainer = lazy(() => import(/* webpackChunkName: "blog-list" */ './blog-list-container'));
const BlogNewContainer = lazy(() => import(/* webpackChunkName: "blog-new" */ './blog-new-container'));
const BlogDetailContainer = lazy(
  () => import(/* webpackChunkName: "blog-detail" */ './blog-detail-container'),
);
const BlogEditContainer = lazy(() => import(/* webpackChunkName: "blog-edit" */ './blog-edit-container'));

const screen = (element: ReactNode) => (
  <Suspense fallback={<Skeleton active paragraph={{ rows: 8 }} />}>{element}</Suspense>
);

export const blogListRoute = screen(<BlogListContainer />);
export const blogNewRoute = screen(<BlogNewContainer />);
export const blogDetailRoute = screen(<BlogDetailContainer />);
export const blogEditRoute = screen(<BlogEditContainer />);
