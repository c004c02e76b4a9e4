// Sends a salon blog's subscribe box to the API and says what happened in
// its live region. Plain DOM code: the page is server-rendered.
import { SUBSCRIBE_TEXTS } from '@chairside/core/blog-view';

/** Wires every subscribe form under `root`. */
export function enhanceSubscribe(root: ParentNode, apiBase: string, orgId: string): void {
  for (const form of root.querySelectorAll<HTMLFormElement>('form[data-subscribe]')) {
    const status = form.querySelector<HTMLElement>('.cb-subscribe-status');
    const button = form.querySelector<HTMLButtonElement>('button[type="submit"]');
    const email = form.querySelector<HTMLInputElement>('input[name="email"]');
    const say = (text: string, bad = false) => {
      if (!status) return;
      status.textContent = text;
      status.classList.toggle('cb-subscribe-error', bad);
    };
    form.addEventListener('submit', (event) => {
      event.preventDefault();
      if (!email?.value.trim() || !email.checkValidity()) {
        say('Enter a valid e-mail address', true);
        email?.focus();
        return;
      }
      const data = new FormData(form);
      if (button) button.disabled = true;
      say(SUBSCRIBE_TEXTS.sending);
      void fetch(`${apiBase}/blog/subscribe?orgId=${encodeURIComponent(orgId)}`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ email: email.value, website: data.get('website') ?? '' }),
      })
        .then(async (res) => {
          if (res.ok) {
            form.reset();
            return say(SUBSCRIBE_TEXTS.sent);
          }
          const body = (await res.json().catch(() => null)) as {
            error?: { message?: string; details?: { message: string }[] };
          } | null;
          say(
            body?.error?.details?.[0]?.message ?? body?.error?.message ?? SUBSCRIBE_TEXTS.failed,
            true,
          );
        })
        .catch(() => say(SUBSCRIBE_TEXTS.failed, true))
        .finally(() => {
          if (button) button.disabled = false;
        });
    });
  }
  // Back from the confirmation link: say so once.
  if (typeof location !== 'undefined' && new URLSearchParams(location.search).has('subscribed')) {
    const first = root.querySelector<HTMLElement>('form[data-subscribe] .cb-subscribe-status');
    if (first) first.textContent = SUBSCRIBE_TEXTS.confirmed;
  }
}
