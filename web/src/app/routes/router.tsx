import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import NotFoundPage from '../errors/NotFoundPage';
import SomethingWentWrongPage from '../errors/SomethingWentWrongPage';
import { AppLayout } from '../shell/AppLayout';
import { REGISTERED_PAGES, pathsOf } from './route-table';

// Non-public pages need the sign-in wrapper, which lands with sign-in itself;
// until then only public pages may be registered.
const pageRoutes: RouteObject[] = REGISTERED_PAGES.flatMap((page) => {
  if (!page.public) throw new Error(`Page /${page.words} needs the sign-in wrapper.`);
  const lazy = async () => ({ Component: (await page.load()).default });
  return pathsOf(page.words).map((path) => ({ path, lazy }));
});

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <SomethingWentWrongPage />,
    children: [
      {
        // Page errors keep the header; the outer boundary catches the layout's own.
        errorElement: <SomethingWentWrongPage />,
        children: [...pageRoutes, { path: '*', element: <NotFoundPage /> }],
      },
    ],
  },
]);
