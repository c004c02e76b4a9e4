// Booking on the salon's own host (/book): the salon's name, colours and
// header, with Chairside only in the footer. The server renders the first
// step (the menu) so it paints at once; the browser hydrates this page
// (a chunk of its own, loaded only here) and walks the visitor through the
// stylist, the time and their details, calling the public booking API on
// this same host. A salon that asks for a deposit or a card hands over to
// the app's booking page (Stripe's form lives there) with the choices made.
import { useEffect, useMemo, useRef, useState, type FormEvent } from 'react';
import { time12, type PublicSite, type PublicService } from '@chairside/core/site-view';
import { formatAppointmentTime } from '@chairside/core/format';
import { addDays, localParts } from '@chairside/core/zoned-time';
import { SitePage } from '../SitePage';
import { money, useSite, type SiteContext } from '../context';
import { useBeacon, usePageView } from '../analytics';

interface Staff {
  id: string;
  displayName: string;
  title: string;
  photoUrl: string;
  serviceIds: string[];
}
interface Slot {
  start: string;
  date: string;
  time: string;
  staffIds: string[];
  /** One of the salon's best times that day (it leaves no gap in the book). */
  recommended?: true;
}
interface SalonInfo {
  policy: { maxAdvanceDays: number; cancellationHours: number };
  money: {
    deposit: { kind: string };
    noShowFee: { kind: string };
    lateCancelFee: { kind: string };
  } | null;
}
interface Confirmation {
  booking: { id: string; start: string; staffName: string; services: { name: string }[] };
  manageUrl: string | null;
}
type Step = 'services' | 'stylist' | 'time' | 'details' | 'done';
const ANYONE = '';

async function api<T>(path: string, init?: RequestInit): Promise<T> {
  const res = await fetch(`/api/booking${path}`, {
    ...init,
    headers: {
      Accept: 'application/json',
      ...(init?.body ? { 'Content-Type': 'application/json' } : {}),
    },
  });
  const body = (await res.json().catch(() => null)) as
    (T & { error?: { message: string; details?: { path: string; message: string }[] } }) | null;
  if (!res.ok || !body) {
    const error = new Error(body?.error?.message ?? 'Something went wrong. Please try again.');
    (error as Error & { details?: unknown }).details = body?.error?.details ?? [];
    throw error;
  }
  return body;
}

const todayIn = (timeZone: string) => localParts(Date.now(), timeZone).date;
const dayLabel = (date: string, weekday: 'short' | 'long') =>
  new Date(`${date}T12:00:00Z`).toLocaleDateString('en-US', {
    timeZone: 'UTC',
    weekday,
    month: 'short',
    day: 'numeric',
  });
const whenLabel = (iso: string, timeZone: string) => formatAppointmentTime(new Date(iso), timeZone);
const asksMoney = (info: SalonInfo | null) =>
  !!info?.money &&
  [info.money.deposit, info.money.noShowFee, info.money.lateCancelFee].some(
    (r) => r.kind !== 'none',
  );

function Services({
  services,
  currency,
  chosen,
  toggle,
}: {
  services: PublicService[];
  currency: string;
  chosen: string[];
  toggle: (id: string) => void;
}) {
  if (services.length === 0) return <p>{'There are no services to book online yet.'}</p>;
  const groups = new Map<string, PublicService[]>();
  for (const s of services)
    groups.set(s.category || 'Services', [...(groups.get(s.category || 'Services') ?? []), s]);
  return (
    <>
      {[...groups].map(([category, list]) => (
        <fieldset key={category} className="cs-book-group">
          <legend>{category}</legend>
          {list.map((s) => (
            <label key={s.id} className="cs-book-option">
              <input
                type="checkbox"
                name="service"
                value={s.id}
                checked={chosen.includes(s.id)}
                onChange={() => toggle(s.id)}
              />
              <span className="cs-book-option-text">
                <strong>{s.name}</strong>
                <span>
                  {s.duration} min · {s.priceFrom ? 'from ' : ''}
                  {money(s.price, currency)}
                </span>
              </span>
            </label>
          ))}
        </fieldset>
      ))}
    </>
  );
}

/** The booking steps, one at a time, in the site's own look. */
export function BookingFlow({ site }: { site: PublicSite }) {
  const { appOrigin } = useSite();
  const services = site.services;
  const [step, setStep] = useState<Step>('services');
  const [chosen, setChosen] = useState<string[]>([]);
  const [staff, setStaff] = useState<Staff[] | null>(null);
  const [staffId, setStaffId] = useState<string>(ANYONE);
  const [info, setInfo] = useState<SalonInfo | null>(null);
  const [from, setFrom] = useState(() => todayIn(site.timeZone));
  const [day, setDay] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ ask: string; slots: Slot[]; closed: string[] } | null>(
    null,
  );
  const [slot, setSlot] = useState<Slot | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [fieldErrors, setFieldErrors] = useState<Record<string, string>>({});
  const [busy, setBusy] = useState(false);
  const [done, setDone] = useState<Confirmation | null>(null);
  const key = useRef(`site-${Math.random().toString(36).slice(2)}-${Date.now()}`);
  const heading = useRef<HTMLHeadingElement>(null);
  const beacon = useBeacon(site.salon_id);
  usePageView(site.salon_id, 'booking');

  const picked = services.filter((s) => chosen.includes(s.id));
  const total = picked.reduce((n, s) => n + s.price, 0);
  const minutes = picked.reduce((n, s) => n + s.duration, 0);
  const able = useMemo(
    () => (staff ?? []).filter((m) => chosen.every((id) => m.serviceIds.includes(id))),
    [staff, chosen],
  );
  // The week's answer only once it is for the week, stylist and services shown.
  const ask = `${from}|${staffId}|${chosen.join(',')}`;
  const slots = answer && answer.ask === ask ? answer : null;
  const toggle = (id: string) =>
    setChosen((c) => (c.includes(id) ? c.filter((x) => x !== id) : c.length < 5 ? [...c, id] : c));
  const handOver = `${appOrigin}/book-now?salon=${encodeURIComponent(site.slug)}&services=${chosen.join(',')}${staffId ? `&staff=${staffId}` : ''}`;

  // A spotlight's button names the service or the stylist (?services=…&staff=…): chosen
  // once the page is in the browser (the server's page starts with nothing chosen).
  useEffect(() => {
    const params = new URLSearchParams(window.location.search);
    const wanted = (params.get('services') ?? '')
      .split(',')
      .filter((id) => services.some((s) => s.id === id))
      .slice(0, 5);
    if (wanted.length > 0) setChosen(wanted);
    const who = params.get('staff');
    if (who && /^[\w-]{1,128}$/.test(who)) setStaffId(who);
  }, [services]);

  // Each step's heading takes the focus, so a screen reader hears where it is.
  useEffect(() => {
    if (step !== 'services') heading.current?.focus();
  }, [step]);

  useEffect(() => {
    if (step !== 'stylist' || staff) return;
    Promise.all([
      api<{ staff: Staff[] }>(`/staff/${site.salon_id}`),
      api<{ salon: SalonInfo }>(`/services/${site.salon_id}`),
    ])
      .then(([s, m]) => {
        setStaff(s.staff);
        setInfo(m.salon);
      })
      .catch((e: Error) => setError(e.message));
  }, [step, staff, site.salon_id]);

  useEffect(() => {
    if (step !== 'time') return;
    const to = addDays(from, 6);
    const q = new URLSearchParams({ from, to, serviceIds: chosen.join(',') });
    if (staffId) q.set('staffId', staffId);
    api<{ slots: Slot[]; closed: string[] }>(`/available-slots/${site.salon_id}?${q}`)
      .then((week) => {
        setAnswer({ ...week, ask: `${from}|${staffId}|${chosen.join(',')}` });
        setDay((d) => (d && d >= from && d <= to ? d : (week.slots[0]?.date ?? from)));
      })
      .catch((e: Error) => setError(e.message));
  }, [step, from, staffId, chosen, site.salon_id]);

  const go = (next: Step) => {
    setError(null);
    setStep(next);
    // The funnel: services chosen on leaving the menu, a time on reaching the details.
    if (next === 'stylist') beacon({ kind: 'step', step: 'service' });
    if (next === 'details') beacon({ kind: 'step', step: 'time' });
  };

  async function book(e: FormEvent<HTMLFormElement>) {
    e.preventDefault();
    if (!slot) return;
    const form = new FormData(e.currentTarget);
    const contact = Object.fromEntries(
      ['firstName', 'lastName', 'email', 'phone', 'notes'].map((k) => [
        k,
        String(form.get(k) ?? '').trim(),
      ]),
    );
    setBusy(true);
    setError(null);
    setFieldErrors({});
    try {
      const answer = await api<Confirmation>('/create', {
        method: 'POST',
        body: JSON.stringify({
          orgId: site.salon_id,
          serviceIds: chosen,
          staffId: staffId || slot.staffIds[0] || null,
          start: slot.start,
          contact,
          idempotencyKey: key.current,
        }),
      });
      setDone(answer);
      go('done');
      beacon({ kind: 'step', step: 'booked', ref: answer.booking.id });
    } catch (err) {
      const details = (
        (err as Error & { details?: { path: string; message: string }[] }).details ?? []
      ).map((d) => [d.path.replace(/^contact\./, ''), d.message] as const);
      setFieldErrors(Object.fromEntries(details));
      setError((err as Error).message);
    } finally {
      setBusy(false);
    }
  }

  const summary = picked.length > 0 && (
    <p className="cs-book-summary" aria-live="polite">
      {picked.map((s) => s.name).join(' + ')} · {minutes} min · {money(total, site.currency)}
    </p>
  );
  const days = Array.from({ length: 7 }, (_, i) => addDays(from, i));
  const today = todayIn(site.timeZone);
  const daySlots = (slots?.slots ?? []).filter((s) => s.date === day);

  return (
    <section className="cs-section cs-book" aria-labelledby="cs-book-title">
      <div className="cs-container cs-book-inner">
        <h1 id="cs-book-title" className="cs-section-title" ref={heading} tabIndex={-1}>
          {step === 'services'
            ? 'Choose your services'
            : step === 'stylist'
              ? 'Choose your stylist'
              : step === 'time'
                ? 'Choose a time'
                : step === 'details'
                  ? 'Your details'
                  : 'You’re booked'}
        </h1>
        {error && (
          <p className="cs-alert" role="alert">
            {error}
          </p>
        )}

        {step === 'services' && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              if (chosen.length) go('stylist');
            }}
          >
            <Services
              services={services}
              currency={site.currency}
              chosen={chosen}
              toggle={toggle}
            />
            <div className="cs-book-bar">
              {summary || <p className="cs-book-summary">Choose one or more services.</p>}
              <button
                className="cs-button cs-button-primary"
                type="submit"
                disabled={!chosen.length}
              >
                Continue
              </button>
            </div>
          </form>
        )}

        {step === 'stylist' && (
          <form
            onSubmit={(e) => {
              e.preventDefault();
              go('time');
            }}
          >
            {summary}
            {!staff ? (
              <p role="status">Loading the team…</p>
            ) : (
              <fieldset className="cs-book-group">
                <legend>Who would you like?</legend>
                <label className="cs-book-option">
                  <input
                    type="radio"
                    name="stylist"
                    checked={staffId === ANYONE}
                    onChange={() => setStaffId(ANYONE)}
                  />
                  <span className="cs-book-option-text">
                    <strong>Anyone available</strong>
                    <span>The first free stylist who does all of it</span>
                  </span>
                </label>
                {able.map((m) => (
                  <label key={m.id} className="cs-book-option">
                    <input
                      type="radio"
                      name="stylist"
                      checked={staffId === m.id}
                      onChange={() => setStaffId(m.id)}
                    />
                    {m.photoUrl && (
                      <img
                        src={m.photoUrl}
                        alt=""
                        width={44}
                        height={44}
                        className="cs-book-avatar"
                      />
                    )}
                    <span className="cs-book-option-text">
                      <strong>{m.displayName}</strong>
                      {m.title && <span>{m.title}</span>}
                    </span>
                  </label>
                ))}
              </fieldset>
            )}
            <div className="cs-book-actions">
              <button
                type="button"
                className="cs-button cs-button-outline"
                onClick={() => go('services')}
              >
                Back
              </button>
              <button className="cs-button cs-button-primary" type="submit" disabled={!staff}>
                Continue
              </button>
            </div>
          </form>
        )}

        {step === 'time' && (
          <div>
            {summary}
            <div className="cs-book-week">
              <button
                type="button"
                className="cs-button cs-button-outline"
                disabled={from <= today}
                onClick={() => setFrom(addDays(from, -7))}
                aria-label="The week before"
              >
                ‹
              </button>
              <div className="cs-book-days" role="radiogroup" aria-label="Day">
                {days.map((d) => {
                  const closed = slots?.closed.includes(d);
                  const open = (slots?.slots ?? []).some((s) => s.date === d);
                  const state = !slots ? '' : closed ? 'closed' : open ? 'open' : 'full';
                  return (
                    <button
                      key={d}
                      type="button"
                      role="radio"
                      aria-checked={day === d}
                      aria-label={`${dayLabel(d, 'long')}${state ? `: ${state}` : ''}`}
                      className={`cs-book-day${day === d ? ' is-chosen' : ''}`}
                      disabled={d < today}
                      onClick={() => {
                        setDay(d);
                        setSlot(null);
                      }}
                    >
                      <span>{dayLabel(d, 'short')}</span>
                      {slots && <small>{closed ? 'Closed' : open ? 'Open' : 'Full'}</small>}
                    </button>
                  );
                })}
              </div>
              <button
                type="button"
                className="cs-button cs-button-outline"
                disabled={!!info && addDays(from, 7) > addDays(today, info.policy.maxAdvanceDays)}
                onClick={() => setFrom(addDays(from, 7))}
                aria-label="Next week"
              >
                ›
              </button>
            </div>
            {!slots ? (
              <p role="status">Finding open times…</p>
            ) : slots.closed.includes(day ?? '') ? (
              <p>The salon is closed on {dayLabel(day ?? from, 'long')}.</p>
            ) : daySlots.length === 0 ? (
              <p>No open times on {dayLabel(day ?? from, 'long')}: try another day.</p>
            ) : (
              <>
                {[
                  { label: 'Recommended', list: daySlots.filter((s) => s.recommended) },
                  { label: 'All times', list: daySlots },
                ].map(
                  (group) =>
                    group.list.length > 0 && (
                      <div key={group.label} className="cs-book-time-group">
                        {daySlots.some((s) => s.recommended) && (
                          <h3 className="cs-book-times-label">{group.label}</h3>
                        )}
                        <div className="cs-book-times" role="radiogroup" aria-label={group.label}>
                          {group.list.map((s) => (
                            <button
                              key={s.start}
                              type="button"
                              role="radio"
                              aria-checked={slot?.start === s.start}
                              aria-label={
                                s.recommended ? `${time12(s.time)}, recommended` : time12(s.time)
                              }
                              className={`cs-book-time${slot?.start === s.start ? ' is-chosen' : ''}${s.recommended ? ' is-recommended' : ''}`}
                              onClick={() => setSlot(s)}
                            >
                              {time12(s.time)}
                            </button>
                          ))}
                        </div>
                      </div>
                    ),
                )}
              </>
            )}
            <div className="cs-book-actions">
              <button
                type="button"
                className="cs-button cs-button-outline"
                onClick={() => go('stylist')}
              >
                Back
              </button>
              <button
                type="button"
                className="cs-button cs-button-primary"
                disabled={!slot}
                onClick={() => go('details')}
              >
                Continue
              </button>
            </div>
          </div>
        )}

        {step === 'details' &&
          slot &&
          (asksMoney(info) ? (
            <div>
              <p>
                {whenLabel(slot.start, site.timeZone)}. {site.name} asks for a card when you book (a
                deposit, or a card kept for its fees): you finish on our secure payment page.
              </p>
              <a className="cs-button cs-button-primary" href={handOver}>
                Continue to secure checkout
              </a>
            </div>
          ) : (
            <form onSubmit={(e) => void book(e)} noValidate>
              <p className="cs-book-summary">
                {picked.map((s) => s.name).join(' + ')} · {whenLabel(slot.start, site.timeZone)}
              </p>
              <div className="cs-form cs-book-form">
                {(
                  [
                    ['firstName', 'First name', 'given-name', 'text'],
                    ['lastName', 'Last name', 'family-name', 'text'],
                    ['email', 'Email', 'email', 'email'],
                    ['phone', 'Phone', 'tel', 'tel'],
                  ] as const
                ).map(([name, label, autoComplete, type]) => (
                  <label
                    key={name}
                    className={`cs-field${fieldErrors[name] ? ' cs-field-error' : ''}`}
                  >
                    <span className="cs-field-label">{label}</span>
                    <input
                      name={name}
                      type={type}
                      autoComplete={autoComplete}
                      required
                      aria-invalid={!!fieldErrors[name]}
                      aria-describedby={fieldErrors[name] ? `${name}-error` : undefined}
                    />
                    {fieldErrors[name] && (
                      <span id={`${name}-error`} className="cs-error">
                        {fieldErrors[name]}
                      </span>
                    )}
                  </label>
                ))}
                <label className="cs-field">
                  <span className="cs-field-label">Anything we should know? (optional)</span>
                  <textarea name="notes" rows={3} maxLength={500} />
                </label>
              </div>
              <div className="cs-book-actions">
                <button
                  type="button"
                  className="cs-button cs-button-outline"
                  onClick={() => go('time')}
                >
                  Back
                </button>
                <button className="cs-button cs-button-primary" type="submit" disabled={busy}>
                  {busy ? 'Booking…' : 'Book appointment'}
                </button>
              </div>
            </form>
          ))}

        {step === 'done' && done && (
          <div>
            <p className="cs-book-summary">
              {done.booking.services.map((s) => s.name).join(' + ')} with {done.booking.staffName},{' '}
              {whenLabel(done.booking.start, site.timeZone)}.
            </p>
            <p>We have sent the details to your e-mail.</p>
            {done.manageUrl && (
              <a className="cs-button cs-button-outline" href={done.manageUrl}>
                Change or cancel
              </a>
            )}
          </div>
        )}
      </div>
    </section>
  );
}

/** /book on a salon's host: its header and footer around the booking steps. */
export function BookingPage({ site, context }: { site: PublicSite; context: SiteContext }) {
  return <SitePage site={site} context={context} main={<BookingFlow site={site} />} />;
}
