import { serve, type PageRegistration } from '../../app/routes/page';

/** Import and migration: from another platform (Booksy with its own address). */
export const migrationPages: PageRegistration[] = [
  ...serve(() => import('./PlatformMigrationPage'), ['platform-migration']),
  ...serve(() => import('./BooksyImportPage'), ['booky-import']),
  ...serve(() => import('./StorageMigrationPage'), ['storage-migration']),
];
