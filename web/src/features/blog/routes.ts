import { serve, type PageRegistration } from '../../app/routes/page';

const reader = () => import('./BlogReaderPage');
const admin = () => import('./BlogAdminPage');
const editor = () => import('./PostEditorPage');
const salonBlog = () => import('./SalonBlogPage');
const salonEditor = () => import('./SalonPostEditorPage');
const scheduler = () => import('./ContentSchedulerPage');
const empire = () => import('./BlogEmpirePage');

export const blogPages: PageRegistration[] = [
  // The public blog: readers' pages need no sign-in (the server renders them).
  ...serve(
    reader,
    [
      'blog',
      'blog-post',
      'resources-blog-redirect',
      'blog-author-page',
      'blog-category-page',
      'blog-tag-page',
      'tag-page',
      'category-page',
    ],
    { public: true },
  ),
  // The blog's own paths (second document, 2.1 to 2.3).
  ...serve(
    reader,
    [
      'blog/category/:slug',
      'blog/tag/:slug',
      'blog/author/:id',
      'blog/:slug',
      'author-page',
      'resources/blog/*',
    ],
    { public: true, exact: true },
  ),
  // Writing the blog: signed in, no salon needed (super-admins and blog editors).
  ...serve(admin, ['blog-management'], { bare: true }),
  ...serve(editor, ['new-blog-post', 'edit-blog-post'], { bare: true }),
  ...serve(admin, ['blog-admin'], { bare: true, exact: true }),
  ...serve(
    editor,
    ['blog-admin/posts/new', 'blog-admin/posts/edit/:postId', 'edit-blog-post/:postId'],
    { bare: true, exact: true },
  ),
  // A salon's own blog, on its site: written inside the salon's app.
  ...serve(salonBlog, ['salon-blog'], { exact: true }),
  // The blog's month: posts on their days, drafts to drag, the plan (spec's table).
  ...serve(scheduler, ['content-scheduler'], { apiOnly: true }),
  // The network of salon blogs (super-admins): moderation, allowances, picks.
  ...serve(empire, ['blog-empire-control'], { apiOnly: true }),
  ...serve(salonEditor, ['salon-blog/posts/new', 'salon-blog/posts/edit/:postId'], {
    exact: true,
    apiOnly: true,
  }),
];
