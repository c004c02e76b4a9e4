// The website editor's draft: saving, publishing and what is not saved yet.
import { useEffect, useState } from 'react';
import { useBlocker } from 'react-router-dom';
import { SECTION_LABELS, ZSiteDraft, type Section, type SiteDraft } from '@chairside/core/site';
import { ApiRequestError } from '../../lib/api/api-client';
import { publishSite, saveDraft, type DraftView } from '../../lib/data/site';

/**
 * The website draft being edited: what is saved, what is published, whether
 * there are unsaved changes (leaving asks first), and saving and publishing
 * with the problems the form or the server found, named the editor's way.
 */
export function useSiteDraft(orgId: string, initial: DraftView) {
  const [draft, setDraft] = useState<SiteDraft>(initial.draft);
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

  const sections = draft.site_config.pages[0]!.components;
  const setSections = (next: Section[]) =>
    setDraft((d) => ({
      ...d,
      site_config: { pages: [{ ...d.site_config.pages[0]!, components: next }] },
    }));
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
        return details.map((d) => `${describePath(d.path, sections)}: ${d.message}`);
      }
    }
    return [(err as Error).message];
  };

  const save = async (): Promise<boolean> => {
    const check = ZSiteDraft.safeParse(draft);
    if (!check.success) {
      setProblems(
        check.error.issues.map((i) => `${describePath(i.path.join('.'), sections)}: ${i.message}`),
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

/** 'site_config.pages.0.components.2.props.headline' → 'Hero › headline'. */
export function describePath(path: string, sections: Section[]): string {
  const match = /^site_config\.pages\.0\.components\.(\d+)(?:\.props\.(.+))?$/.exec(path);
  if (match) {
    const section = sections[Number(match[1])];
    const label = section ? SECTION_LABELS[section.component_type] : 'A section';
    return match[2]
      ? `${label} › ${match[2].replace(/\.\d+\./g, ' › ').replace(/_/g, ' ')}`
      : label;
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
