// A salon blog's subscribe box: an e-mail field and a button, complete as
// HTML; subscribe.ts sends it (the reader confirms by e-mail).
import { SUBSCRIBE_TEXTS } from '@chairside/core/blog-view';

export function SubscribeBox({ id }: { id: string }) {
  return (
    <section className="cb-subscribe" aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>{SUBSCRIBE_TEXTS.title}</h2>
      <p>{SUBSCRIBE_TEXTS.body}</p>
      <form data-subscribe noValidate>
        <label htmlFor={`${id}-email`}>{SUBSCRIBE_TEXTS.email}</label>
        <div className="cb-subscribe-row">
          <input
            id={`${id}-email`}
            name="email"
            type="email"
            autoComplete="email"
            inputMode="email"
            required
          />
          <button type="submit" className="cb-button">
            {SUBSCRIBE_TEXTS.button}
          </button>
        </div>
        {/* Hidden from people; a bot that fills it is ignored. */}
        <input
          name="website"
          type="text"
          tabIndex={-1}
          autoComplete="off"
          className="cb-hp"
          aria-hidden="true"
        />
        <p className="cb-subscribe-status" role="status" aria-live="polite" />
      </form>
    </section>
  );
}
