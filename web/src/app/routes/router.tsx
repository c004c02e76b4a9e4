import { createBrowserRouter, type RouteObject } from 'react-router-dom';
import { RequireSignIn } from '../../lib/auth/RequireSignIn';
import NotFoundPage from '../errors/NotFoundPage';
import SomethingWentWrongPage from '../errors/SomethingWentWrongPage';
import { AppLayout } from '../shell/AppLayout';
import { REGISTERED_PAGES, pagePaths, type PageEntry } from './route-table';

const toRoutes = (pages: PageEntry[]): RouteObject[] =>
  pages.flatMap((page) => {
    const load = page.load!;
    const lazy = async () => ({ Component: (await load()).default });
    return pagePaths(page).map((path) => ({ path, lazy }));
  });

const publicPages = REGISTERED_PAGES.filter((p) => p.public);
const barePages = REGISTERED_PAGES.filter((p) => !p.public && p.bare);
const signedInPages = REGISTERED_PAGES.filter((p) => !p.public && !p.bare);
const apiPages = signedInPages.filter((p) => p.apiOnly);
const livePages = signedInPages.filter((p) => !p.apiOnly);

export const router = createBrowserRouter([
  {
    element: <AppLayout />,
    errorElement: <SomethingWentWrongPage />,
    children: [
      {
        // Page errors keep the header; the outer boundary catches the layout's own.
        errorElement: <SomethingWentWrongPage />,
        children: [
          ...toRoutes(publicPages),
          {
            element: <RequireSignIn />,
            children: [
              ...toRoutes(barePages),
              {
                // The workspace (from the API) loads only behind sign-in.
                lazy: () => import('../workspace/SignedInLayout'),
                children: [
                  ...toRoutes(apiPages),
                  {
                    // Live salon data (reactfire, Firestore) loads with the first page that shows it.
                    lazy: () => import('../workspace/LiveDataLayout'),
                    children: toRoutes(livePages),
                  },
                ],
              },
            ],
          },
          { path: '*', element: <NotFoundPage /> },
        ],
      },
    ],
  },
]);
