// A product's own page on the salon's site (/shop/{id}): what it is, its
// price, whether it is in stock, and a form to reserve it for pickup. The
// form posts to the API; the units are held for the visitor at once.
import { useEffect, useId, useState, type FormEvent } from 'react';
import type { ApiErrorBody } from '@chairside/core/api-error';
import type { ResponseOf } from '@chairside/core/contracts/endpoint';
import type { retailContracts } from '@chairside/core/contracts/retail';
import type { PublicProduct, PublicSite } from '@chairside/core/site-view';
import { useSite } from '../context';
import { CardImage, dollars } from './parts';
import { BundleContents } from './Bundle';
import { useBeacon } from '../analytics';

type Field = 'name' | 'email' | 'phone' | 'quantity';
type Errors = Partial<Record<Field, string>>;

/**
 * Tells the shop's analytics that this page was seen: the page comes from the
 * CDN, so the server would not know. A beacon, so leaving the page at once
 * still counts; none from the editor's preview.
 */
function useCountView(orgId: string, productId: string) {
  const { apiBase, preview } = useSite();
  useEffect(() => {
    if (preview || typeof navigator === 'undefined' || !navigator.sendBeacon) return;
    const body = new Blob([JSON.stringify({ orgId, productId })], { type: 'application/json' });
    navigator.sendBeacon(`${apiBase}/retail/shop/views`, body);
  }, [apiBase, preview, orgId, productId]);
}

export function ProductPage({ site, product }: { site: PublicSite; product: PublicProduct }) {
  const shop = site.shop;
  const available = product.available ?? 0;
  useCountView(site.salon_id, product.id);
  return (
    <section className="cs-section" aria-labelledby="product-title">
      <div className="cs-container cs-product">
        <p>
          <a href="/" className="cs-back">
            ← All products
          </a>
        </p>
        <div className="cs-product-grid">
          <div className="cs-product-image">
            {product.image_url ? (
              <CardImage src={product.image_url} />
            ) : (
              <div className="cs-product-noimage" aria-hidden />
            )}
          </div>
          <div>
            {product.brand && (
              <p>
                <span className="cs-badge">{product.brand}</span>
              </p>
            )}
            <h1 id="product-title" className="cs-section-title">
              {product.name}
            </h1>
            <p className="cs-price cs-product-price">{dollars(product.selling_price)}</p>
            <BundleContents product={product} />
            <p className={available > 0 ? 'cs-stock cs-stock-in' : 'cs-stock cs-stock-out'}>
              {available > 0 ? 'In stock at the salon' : 'Out of stock just now'}
            </p>
            {product.description && <p className="cs-card-text">{product.description}</p>}
            {product.category && <p className="cs-intro">Category: {product.category}</p>}
            {shop?.reservations_open && available > 0 ? (
              <ReserveForm site={site} product={product} />
            ) : shop?.reservations_open ? (
              <p className="cs-intro">Ask the salon when it will be back, or check again soon.</p>
            ) : (
              <p className="cs-intro">Ask for it at the salon.</p>
            )}
          </div>
        </div>
      </div>
    </section>
  );
}

function ReserveForm({ site, product }: { site: PublicSite; product: PublicProduct }) {
  const { apiBase, preview } = useSite();
  const beacon = useBeacon(site.salon_id);
  const uid = useId();
  const [values, setValues] = useState({
    name: '',
    email: '',
    phone: '',
    quantity: '1',
    honeypot: '',
  });
  const [errors, setErrors] = useState<Errors>({});
  const [state, setState] = useState<'editing' | 'sending' | 'done'>('editing');
  const [failure, setFailure] = useState<string | null>(null);
  const [done, setDone] = useState<string>('');
  const [key] = useState(
    () => `reserve-${Math.random().toString(36).slice(2)}${Date.now().toString(36)}`,
  );
  const max = Math.max(1, product.available ?? 1);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found: Errors = {};
    if (values.name.trim().length < 2) found.name = 'Please enter your name';
    if (!/^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(values.email.trim()))
      found.email = 'Please enter a valid email address';
    setErrors(found);
    setFailure(null);
    const first = (Object.keys(found) as Field[])[0];
    if (first) {
      document.getElementById(`${uid}-${first}`)?.focus();
      return;
    }
    if (preview) return;
    setState('sending');
    try {
      const answer = await fetch(`${apiBase}/retail/reservations`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({
          salon_id: site.salon_id,
          productId: product.id,
          quantity: Number(values.quantity),
          name: values.name,
          email: values.email,
          phone: values.phone,
          honeypot: values.honeypot,
          idempotencyKey: key,
        }),
      });
      const body = (await answer.json().catch(() => ({}))) as Partial<
        ResponseOf<typeof retailContracts.reserve> & ApiErrorBody
      >;
      if (!answer.ok || !body.reservation) {
        const details = (
          body.error as { details?: { path: string; message: string }[] } | undefined
        )?.details;
        if (Array.isArray(details))
          setErrors(Object.fromEntries(details.map((d) => [d.path, d.message])) as Errors);
        setFailure(body.error?.message ?? 'The reservation could not be made. Please try again.');
        setState('editing');
        return;
      }
      setDone(body.pickup ?? '');
      setState('done');
      beacon({ kind: 'step', step: 'reserved', ref: body.reservation.id });
    } catch {
      setFailure('The reservation could not be made. Check your connection and try again.');
      setState('editing');
    }
  };

  if (state === 'done') {
    return (
      <div className="cs-sent" role="status">
        <h2>Reserved for you</h2>
        <p>
          {values.quantity} × {product.name}. {done}
        </p>
        {site.shop?.pickup_instructions && <p>{site.shop.pickup_instructions}</p>}
        <p>A confirmation is on its way to {values.email}.</p>
      </div>
    );
  }

  const field = (
    name: Exclude<Field, 'quantity'>,
    label: string,
    type: string,
    autoComplete: string,
    required = true,
  ) => {
    const id = `${uid}-${name}`;
    const error = errors[name];
    return (
      <div className={error ? 'cs-field cs-field-error' : 'cs-field'}>
        <label htmlFor={id}>
          {label}
          {required ? '' : ' (optional)'}
        </label>
        <input
          id={id}
          type={type}
          autoComplete={autoComplete}
          value={values[name]}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
          onChange={(e) => setValues({ ...values, [name]: e.target.value })}
        />
        {error && (
          <p className="cs-error" id={`${id}-error`}>
            {error}
          </p>
        )}
      </div>
    );
  };

  return (
    <form className="cs-form" onSubmit={submit} noValidate aria-label="Reserve for pickup">
      <h2 className="cs-card-title">Reserve for pickup</h2>
      <p className="cs-intro">
        We hold it for {site.shop?.hold_days ?? 3} {site.shop?.hold_days === 1 ? 'day' : 'days'};
        you pay when you pick it up.
      </p>
      {failure && (
        <p className="cs-alert" role="alert">
          {failure}
        </p>
      )}
      <div className="cs-field">
        <label htmlFor={`${uid}-quantity`}>How many</label>
        <select
          id={`${uid}-quantity`}
          value={values.quantity}
          onChange={(e) => setValues({ ...values, quantity: e.target.value })}
        >
          {Array.from({ length: max }, (_, i) => String(i + 1)).map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </select>
        {errors.quantity && <p className="cs-error">{errors.quantity}</p>}
      </div>
      {field('name', 'Your name', 'text', 'name')}
      {field('email', 'Email', 'email', 'email')}
      {field('phone', 'Phone', 'tel', 'tel', false)}
      <div className="cs-visually-hidden" aria-hidden="true">
        <label htmlFor={`${uid}-website`}>Leave this empty</label>
        <input
          id={`${uid}-website`}
          tabIndex={-1}
          autoComplete="off"
          value={values.honeypot}
          onChange={(e) => setValues({ ...values, honeypot: e.target.value })}
        />
      </div>
      <button type="submit" className="cs-button cs-button-primary" disabled={state === 'sending'}>
        {state === 'sending'
          ? 'Reserving…'
          : `Reserve ${values.quantity === '1' ? 'it' : values.quantity}`}
      </button>
    </form>
  );
}
