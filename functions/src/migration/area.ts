import type { ApiArea } from '../http/area';

/** Where this feature's routers are mounted under /api (loaded on first request). */
export const migrationAreas: readonly ApiArea[] = [
  { mount: '/platform-migration', load: () => import('./migration.router') },
  {
    mount: '/booksy-import',
    load: async () => ({ router: (await import('./migration.router')).booksyRouter }),
  },
  {
    mount: '/smart-data-import',
    load: async () => ({ router: (await import('./migration.router')).spreadsheetRouter }),
  },
  {
    mount: '/storage-migration',
    load: async () => ({ router: (await import('./migration.router')).storageRouter }),
  },
];
