// The website editor's draft: saving, publishing and what is not saved yet.
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import {
  SECTION_LABELS,
  ZSiteDraft,
  type Section,
  type SiteDraft,
  type SitePage,
} from '@chairside/core/site';
import { ApiRequestError } from '../../lib/api/api-client';
import { publishSite, saveDraft, type DraftView } from '../../lib/data/site';

/**
 * The website draft being edited: what is saved, what is published, whether
 * there are unsaved changes (leaving asks first), and saving and publishing
 * with the problems the form or the server found, named the editor's way.
 */
export function useSiteDraft(orgId: string, initial: DraftView, initialPage?: string | null) {
  const [draft, setDraft] = useState<SiteDraft>(initial.draft);
  // The page being edited (its index; the home page is 0).
  const [page, setPage] = useState(() =>
    Math.max(
      0,
      initial.draft.site_config.pages.findIndex((p) => p.id === initialPage),
    ),
  );
  const [saved, setSaved] = useState<SiteDraft | null>(initial.saved ? initial.draft : null);
  const [publishedAt, setPublishedAt] = useState(initial.publishedAt);
  const [updatedAt, setUpdatedAt] = useState(initial.updatedAt);
  const [busy, setBusy] = useState<'save' | 'publish' | null>(null);
  const [problems, setProblems] = useState<string[]>([]);
  const [toast, setToast] = useState<string | null>(null);
  const dirty = JSON.stringify(draft) !== JSON.stringify(saved);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      dirty && currentLocation.pathname !== nextLocation.pathname,
  );
  useEffect(() => {
    if (!dirty) return;
    const warn = (e: BeforeUnloadEvent) => e.preventDefault();
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [dirty]);

  const pages = draft.site_config.pages;
  const current = Math.min(page, pages.length - 1);
  const sections = pages[current]!.components;
  const setPages = (fn: (pages: SitePage[]) => SitePage[]) =>
    setDraft((d) => ({ ...d, site_config: { pages: fn(d.site_config.pages) } }));
  const setSections = (next: Section[]) =>
    setPages((all) => all.map((p, i) => (i === current ? { ...p, components: next } : p)));
  const status = !publishedAt
    ? { label: 'Not published', color: 'default' as const }
    : dirty || (updatedAt && updatedAt > publishedAt)
      ? { label: 'Unpublished changes', color: 'warning' as const }
      : { label: 'Published', color: 'success' as const };

  const explain = (err: unknown) => {
    if (err instanceof ApiRequestError) {
      const details = (err.body as { error?: { details?: { path: string; message: string }[] } })
        ?.error?.details;
      if (Array.isArray(details) && details.length) {
        return details.map((d) => `${describePath(d.path, pages)}: ${d.message}`);
      }
    }
    return [(err as Error).message];
  };

  const save = async (): Promise<boolean> => {
    const check = ZSiteDraft.safeParse(draft);
    if (!check.success) {
      setProblems(
        check.error.issues.map((i) => `${describePath(i.path.join('.'), pages)}: ${i.message}`),
      );
      return false;
    }
    setBusy('save');
    setProblems([]);
    try {
      const view = await saveDraft(orgId, check.data);
      setDraft(view.draft);
      setSaved(view.draft);
      setUpdatedAt(view.updatedAt);
      setToast('Draft saved');
      return true;
    } catch (err) {
      setProblems(explain(err));
      return false;
    } finally {
      setBusy(null);
    }
  };

  const publish = async () => {
    if ((dirty || !saved) && !(await save())) return;
    setBusy('publish');
    try {
      const answer = await publishSite(orgId);
      setPublishedAt(answer.publishedAt);
      setToast('Your website is live');
    } catch (err) {
      setProblems(explain(err));
    } finally {
      setBusy(null);
    }
  };

  return {
    draft,
    setDraft,
    saved,
    publishedAt,
    dirty,
    blocker,
    pages,
    page: current,
    setPage,
    setPages,
    sections,
    setSections,
    status,
    save,
    publish,
    busy,
    problems,
    setProblems,
    toast,
    setToast,
  };
}

/**
 * 'site_config.pages.0.components.2.props.headline' → 'Hero › headline';
 * on another page, its title first ('Maya › Hero › headline').
 */
export function describePath(path: string, pages: SitePage[]): string {
  const match =
    /^site_config\.pages\.(\d+)(?:\.(?:components\.(\d+)(?:\.props\.(.+))?|(id|title)))?$/.exec(
      path,
    );
  if (match) {
    const index = Number(match[1]);
    const page = pages[index];
    const pageName = index === 0 ? '' : `${page?.title || page?.id || 'A page'} › `;
    if (match[4]) return `${pageName}${match[4] === 'id' ? 'Page address' : 'Page title'}`;
    if (match[2] === undefined) return pageName ? pageName.slice(0, -3) : 'Pages';
    const section = page?.components[Number(match[2])];
    const label = section ? SECTION_LABELS[section.component_type] : 'A section';
    return (
      pageName +
      (match[3] ? `${label} › ${match[3].replace(/\.\d+\./g, ' › ').replace(/_/g, ' ')}` : label)
    );
  }
  return (
    {
      name: 'Site name',
      description: 'Description',
      website_content: 'Page text',
      'seo.title': 'SEO title',
      'seo.description': 'SEO description',
      favicon_url: 'Favicon',
    }[path] ?? path.replace(/[._]/g, ' ')
  );
}
