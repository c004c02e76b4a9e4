// The post editor's form: what it holds, how a post fills it, the empty one.
import {
  type BlogAuthor,
  type BlogCategory,
  type BlogTag,
  type Post,
  type PostTranslation,
  type RichTextDoc,
} from '@chairside/core/blog-view';

export interface Lists {
  categories: BlogCategory[];
  tags: BlogTag[];
  authors: BlogAuthor[];
  /** Slugs already used, by post id: the create screen checks against these. */
  slugs: Map<string, string>;
}

export interface Form {
  title: string;
  slug: string;
  excerpt: string;
  doc: RichTextDoc;
  html: string;
  featured_image: string;
  status: 'draft' | 'published';
  author_id: string;
  is_featured: boolean;
  focus_keyword: string;
  categories: string[];
  tags: string[];
  /** Local 'yyyy-MM-ddTHH:mm' for the date field; empty: now, on publishing. */
  publish_at: string;
  /** The language it is written in, and its translations. */
  language: string;
  translations: PostTranslation[];
}

export const EMPTY: Form = {
  title: '',
  slug: '',
  excerpt: '',
  doc: { type: 'doc', content: [] },
  html: '',
  featured_image: '',
  status: 'draft',
  author_id: '',
  is_featured: false,
  focus_keyword: '',
  categories: [],
  tags: [],
  publish_at: '',
  language: 'en',
  translations: [],
};

export const toLocalInput = (iso: string) => {
  if (!iso) return '';
  const d = new Date(iso);
  const pad = (n: number) => String(n).padStart(2, '0');
  return `${d.getFullYear()}-${pad(d.getMonth() + 1)}-${pad(d.getDate())}T${pad(d.getHours())}:${pad(d.getMinutes())}`;
};

export const formOf = (p: Post): Form => ({
  title: p.title,
  slug: p.slug,
  excerpt: p.excerpt,
  doc: p.content,
  html: p.html_content,
  featured_image: p.featured_image,
  status: p.status === 'draft' ? 'draft' : 'published',
  author_id: p.author_id,
  is_featured: p.is_featured,
  focus_keyword: p.focus_keyword,
  categories: p.categories,
  tags: p.tags,
  publish_at: p.status === 'scheduled' ? toLocalInput(p.published_at) : '',
  language: p.language,
  translations: p.translations,
});
