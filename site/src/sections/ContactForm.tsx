import { useId, useState, type FormEvent } from 'react';
import { CONTACT_ERRORS, SITE_TEXTS } from '@chairside/core/site-view';
import type { ApiErrorBody } from '@chairside/core/api-error';
import type { contactContracts } from '@chairside/core/contracts/contact';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import type { ZContactForm } from '@chairside/core/site';
import { useSite } from '../context';

// The form checks input with the same zod schema as the server. It loads when
// a visitor first touches the form, so a page view does not pay for it.
let schema: Promise<typeof ZContactForm> | undefined;
const loadSchema = () =>
  (schema ??= import('@chairside/core/site')
    .then((m) => m.ZContactForm)
    .catch((err: unknown) => {
      schema = undefined;
      throw err;
    }));

type Field = 'name' | 'email' | 'phone' | 'message';
type Errors = Partial<Record<Field, string>>;
const EMPTY = { name: '', email: '', phone: '', message: '', honeypot: '' };

/** editing → submitting → sent; 'Send Another Message' returns to editing. */
export function ContactForm({ salonId }: { salonId: string }) {
  const { apiBase, preview } = useSite();
  const uid = useId();
  const [values, setValues] = useState(EMPTY);
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'submitting' | 'sent'>('editing');
  const [failure, setFailure] = useState<string | null>(null);

  const check = async (v: typeof values): Promise<Errors> => {
    const result = (await loadSchema()).safeParse(v);
    if (result.success) return {};
    const out: Errors = {};
    for (const issue of result.error.issues) {
      const field = issue.path[0] as Field;
      out[field] ??= issue.message;
    }
    return out;
  };

  const change = (field: Field | 'honeypot', value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (field !== 'honeypot' && errors[field])
      void check(next).then(
        (found) => setErrors((now) => ({ ...now, [field]: found[field as Field] })),
        () => undefined,
      );
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    let found: Errors;
    try {
      found = await check(values);
    } catch {
      setFailure(CONTACT_ERRORS.exception);
      return;
    }
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    if (preview) {
      setState('sent');
      return;
    }
    setState('submitting');
    try {
      const answer = await fetch(`${apiBase}/contact/submit-form`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        credentials: 'include',
        body: JSON.stringify({ ...values, salon_id: salonId }),
      });
      const body = (await answer.json().catch(() => ({}))) as Partial<
        ResponseOf<typeof contactContracts.submit> & ApiErrorBody
      >;
      if (!answer.ok)
        throw Object.assign(new Error(body.error?.message ?? 'Request failed'), { body });
      if (!body.success) {
        setFailure(CONTACT_ERRORS.noSuccess);
        setState('editing');
        return;
      }
      setValues(EMPTY);
      setErrors({});
      setState('sent');
    } catch (err) {
      const details = (
        err as { body?: { error?: { details?: { path: string; message: string }[] } } }
      ).body?.error?.details;
      if (Array.isArray(details) && details.length) {
        setErrors(Object.fromEntries(details.map((d) => [d.path, d.message])) as Errors);
      }
      setFailure(CONTACT_ERRORS.exception);
      setState('editing');
    }
  };

  if (state === 'sent') {
    return (
      <div className="cs-sent" role="status">
        <h3>{SITE_TEXTS.thankYou}</h3>
        <p>Your message is on its way. We will get back to you soon.</p>
        <button
          type="button"
          className="cs-button cs-button-outline"
          onClick={() => setState('editing')}
        >
          {SITE_TEXTS.sendAnother}
        </button>
      </div>
    );
  }

  const field = (
    name: Field,
    label: string,
    input: 'input' | 'textarea',
    extra: Record<string, unknown> = {},
  ) => {
    const id = `${uid}-${name}`;
    const error = errors[name];
    const common = {
      id,
      name,
      value: values[name],
      'aria-invalid': error ? true : undefined,
      'aria-describedby': error ? `${id}-error` : undefined,
      onChange: (e: { target: { value: string } }) => change(name, e.target.value),
      onBlur: () => {
        if (values[name])
          void check(values).then(
            (found) => setErrors((now) => ({ ...now, [name]: found[name] })),
            () => undefined,
          );
      },
      ...extra,
    };
    return (
      <div className={`cs-field${error ? ' cs-field-error' : ''}`}>
        <label htmlFor={id}>{label}</label>
        {input === 'input' ? <input {...common} /> : <textarea rows={5} {...common} />}
        {error && (
          <p className="cs-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form
      className="cs-form"
      onSubmit={submit}
      onFocus={() => void loadSchema().catch(() => undefined)}
      noValidate
      aria-busy={state === 'submitting'}
    >
      {field('name', 'Name', 'input', { autoComplete: 'name', maxLength: 100, required: true })}
      {field('email', 'Email', 'input', {
        type: 'email',
        autoComplete: 'email',
        maxLength: 254,
        required: true,
      })}
      {field('phone', 'Phone (optional)', 'input', {
        type: 'tel',
        autoComplete: 'tel',
        maxLength: 20,
      })}
      {field('message', 'Message', 'textarea', { maxLength: 1000, required: true })}
      {/* A field people never see: bots fill it, and their message is dropped. */}
      <div className="cs-honeypot" aria-hidden="true">
        <label htmlFor={`${uid}-website`}>Leave this field empty</label>
        <input
          id={`${uid}-website`}
          name="website"
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(e) => change('honeypot', e.target.value)}
        />
      </div>
      {failure && (
        <p className="cs-alert" role="alert">
          {failure}
        </p>
      )}
      <button
        type="submit"
        className="cs-button cs-button-primary"
        disabled={state === 'submitting'}
      >
        {state === 'submitting' ? 'Sending…' : 'Send Message'}
      </button>
    </form>
  );
}
