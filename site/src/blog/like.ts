// The article's Like button: one like per browser, counted by the API. Plain
// DOM code, so a server-rendered article needs no framework to use it.
import type { blogContracts } from '@chairside/core/contracts/blog';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';

const KEY = 'chairside-blog-likes';

function liked(): Set<string> {
  try {
    return new Set(JSON.parse(localStorage.getItem(KEY) ?? '[]') as string[]);
  } catch {
    return new Set();
  }
}

function remember(slug: string) {
  try {
    localStorage.setItem(KEY, JSON.stringify([...liked(), slug].slice(-500)));
  } catch {
    // Private mode: the like still counts, it is just not remembered.
  }
}

function show(button: HTMLButtonElement, likes: number | null) {
  button.setAttribute('aria-pressed', 'true');
  const count = button.querySelector('.cb-like-count');
  if (count && likes !== null) {
    count.textContent = String(likes);
    count.setAttribute('aria-label', `${likes} likes`);
  }
}

/** Wires every Like button under `root`; returns a function that unwires them. */
export function enhanceLikes(root: ParentNode, apiBase = '/api', orgId?: string): () => void {
  // A salon's blog names its salon; the platform's names none.
  const scope = orgId ? `?orgId=${encodeURIComponent(orgId)}` : '';
  const buttons = Array.from(root.querySelectorAll<HTMLButtonElement>('button[data-like-slug]'));
  const done = liked();
  const handlers = buttons.map((button) => {
    const slug = button.dataset['likeSlug'] ?? '';
    if (done.has(slug)) show(button, null);
    const onClick = async () => {
      if (button.getAttribute('aria-pressed') === 'true' || button.disabled) return;
      button.disabled = true;
      try {
        const answer = await fetch(
          `${apiBase}/blog/posts/${encodeURIComponent(slug)}/like${scope}`,
          {
            method: 'POST',
          },
        );
        if (!answer.ok) throw new Error(String(answer.status));
        const body = (await answer.json()) as ResponseOf<typeof blogContracts.like>;
        remember(slug);
        show(button, body.likes);
      } catch {
        button.title = 'Your like could not be saved. Please try again.';
      } finally {
        button.disabled = false;
      }
    };
    const listener = () => void onClick();
    button.addEventListener('click', listener);
    return () => button.removeEventListener('click', listener);
  });
  return () => handlers.forEach((off) => off());
}
