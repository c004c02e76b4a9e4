import PlatformMigrationPage from './PlatformMigrationPage';

/** /booky-import: the import with Booksy chosen (Booksy has no self-serve export; the page says what to ask for). */
export default function BooksyImportPage() {
  return <PlatformMigrationPage preset="booksy" />;
}
