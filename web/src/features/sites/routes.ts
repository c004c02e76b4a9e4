import { serve, type PageRegistration } from '../../app/routes/page';

const editor = () => import('./EditorPage');
const settings = () => import('./WebsiteSettingsPage');
const viewer = () => import('./SiteViewerPage');

export const sitePages: PageRegistration[] = [
  ...serve(editor, ['editor-page']),
  // The header's Website and Website Settings links (second document, 2.4).
  ...serve(editor, ['editor'], { exact: true }),
  ...serve(settings, ['website-settings'], { exact: true }),
  ...serve(settings, ['cname-generator', 'owner-public-profile-settings']),
  ...serve(viewer, ['site-viewer', 'user-site-page']),
  // A salon's published site on the product host, and the directory: public.
  ...serve(viewer, ['salon-public-page', 'salon-website'], { public: true }),
  ...serve(() => import('./FindASalonPage'), ['find-a-salon-page'], { public: true }),
  ...serve(() => import('./SiteInboxPage'), ['site-inbox']),
  ...serve(() => import('./ThemeSettingsPage'), ['theme-settings-page']),
  // Visitors, sources and bookings from the site: the API alone.
  ...serve(() => import('./WebsiteAnalyticsPage'), ['website-analytics'], { apiOnly: true }),
];
