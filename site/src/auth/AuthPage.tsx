// Signing in and creating an account, as one light page: the functions render
// it to HTML on the product's host (/login, /signup), and the browser hydrates
// it with Firebase Auth's calls (web/src/auth/main.tsx). No app shell, no MUI,
// no Firestore: the page paints from its HTML and answers a tap at once.
import { useEffect, useRef, useState, type FormEvent, type ReactNode } from 'react';
import { AUTH_CONFIG, MIN_PASSWORD_LENGTH, safeNext } from '@chairside/core/auth-config';

export type AuthKind = 'login' | 'signup';
export type AuthField = 'name' | 'email' | 'password';
export type FieldErrors = Partial<Record<AuthField, string>>;

/** What the browser can do; absent while rendering on the server. */
export interface AuthActions {
  /** The form's zod checks (loaded on first use): field → message, empty when valid. */
  check(form: AuthKind | 'email', values: Record<string, string>): Promise<FieldErrors>;
  signIn(email: string, password: string): Promise<void>;
  signUp(name: string, email: string, password: string, next: string): Promise<void>;
  google(): Promise<void>;
  /** The Auth emulator's Google provider: a test account described by hand. */
  emulatorGoogle(email: string, name: string): Promise<void>;
  emailLink(email: string, next: string): Promise<void>;
  passwordReset(email: string): Promise<void>;
  /** A sentence a person can act on, for any failure. */
  message(error: unknown): string;
  /** Leaves for `next` once signed in (a whole page: the app). */
  go(next: string): void;
  /** The page is hydrated and answers presses. */
  ready(): void;
}

export interface AuthPageProps {
  kind: AuthKind;
  /** The `next` of the URL as given (made safe before it is followed). */
  next: string | null;
  /** On the emulators Google sign-in uses a test account described in a dialog. */
  emulator: boolean;
  actions?: AuthActions;
}

const withNext = (path: string, raw: string | null) =>
  raw ? `${path}?next=${encodeURIComponent(raw)}` : path;

export function AuthPage(props: AuthPageProps) {
  const { kind, next: raw, emulator, actions } = props;
  const next = safeNext(raw);
  const { signInOptions, siteName } = AUTH_CONFIG;
  // The fields keep their own values (uncontrolled): what a visitor typed before the
  // page's script ran is still there when it has, and is what is sent.
  const form = useRef<HTMLFormElement>(null);
  const valuesOf = () => {
    const data = form.current ? new FormData(form.current) : new FormData();
    const text = (key: string) => String(data.get(key) ?? '');
    return { name: text('name'), email: text('email'), password: text('password') };
  };
  const [errors, setErrors] = useState<FieldErrors>({});
  const [error, setError] = useState<string | null>(null);
  const [notice, setNotice] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [picking, setPicking] = useState(false);
  const login = kind === 'login';

  const fail = (e: unknown) => {
    setNotice(null);
    setError(actions ? actions.message(e) : 'Something went wrong. Please try again.');
  };
  const edited = (field: AuthField) => () => {
    if (errors[field]) setErrors((e) => ({ ...e, [field]: undefined }));
  };
  // Hydrated: a form sent while the page was loading is sent now (web/auth.html kept it).
  useEffect(() => actions?.ready(), [actions]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!actions || busy) return;
    setError(null);
    const values = valuesOf();
    const found = await actions.check(kind, values);
    setErrors(found);
    if (Object.keys(found).length) return;
    setBusy(true);
    try {
      if (login) await actions.signIn(values.email, values.password);
      else await actions.signUp(values.name, values.email, values.password, next);
      actions.go(next);
    } catch (e) {
      fail(e);
      setBusy(false);
    }
  };

  const withEmail = async (action: 'link' | 'reset') => {
    if (!actions) return;
    const { email: typed } = valuesOf();
    const found = await actions.check('email', { email: typed });
    setErrors(found);
    if (found.email) return;
    setError(null);
    const email = typed.trim();
    try {
      if (action === 'link') {
        await actions.emailLink(email, next);
        setNotice(
          login
            ? `We sent a sign-in link to ${email}. Open it on this device to continue.`
            : `We sent a sign-up link to ${email}. Open it to continue — no password needed.`,
        );
      } else {
        await actions.passwordReset(email);
        setNotice(`If ${email} has an account, a link to choose a new password is on its way.`);
      }
    } catch (e) {
      fail(e);
    }
  };

  const google = () => {
    if (!actions) return;
    if (emulator) return setPicking(true);
    setBusy(true);
    setError(null);
    actions.google().then(
      () => actions.go(next),
      (e: unknown) => {
        fail(e);
        setBusy(false);
      },
    );
  };

  return (
    <div className="ca-page">
      <header className="ca-top">
        <a className="ca-brand" href="/">
          <img src="/favicon.svg" alt="" width={28} height={28} />
          {siteName}
        </a>
        <ThemeButton />
      </header>
      <main className="ca-main">
        <section className="ca-card" aria-labelledby="ca-title">
          <h1 id="ca-title">{login ? 'Sign in' : 'Create your account'}</h1>
          <p className="ca-sub">
            {login
              ? `Welcome back to ${siteName}.`
              : 'Run your salon, or join your team, in a few minutes.'}
          </p>
          <div className="ca-live" aria-live="polite">
            {error && (
              <p className="ca-alert ca-alert-error" role="alert">
                {error}
              </p>
            )}
            {notice && <p className="ca-alert ca-alert-ok">{notice}</p>}
          </div>
          {signInOptions.google && (
            <button
              type="button"
              className="ca-btn ca-btn-outlined"
              onClick={google}
              disabled={busy}
            >
              <GoogleMark />
              Continue with Google
            </button>
          )}
          {signInOptions.google && signInOptions.emailAndPassword && (
            <p className="ca-or" role="separator">
              <span>or</span>
            </p>
          )}
          {(signInOptions.emailAndPassword || !login) && (
            // Before the page's script runs, a press posts to the page itself, which
            // answers the page again: nothing typed leaves in a URL.
            <form ref={form} method="post" noValidate onSubmit={(e) => void submit(e)}>
              {!login && (
                <Field
                  id="ca-name"
                  label="Your name"
                  autoComplete="name"
                  onChange={edited('name')}
                  error={errors.name}
                />
              )}
              <Field
                id="ca-email"
                label="E-mail"
                type="email"
                autoComplete="email"
                onChange={edited('email')}
                error={errors.email}
              />
              <Field
                id="ca-password"
                label="Password"
                type="password"
                autoComplete={login ? 'current-password' : 'new-password'}
                onChange={edited('password')}
                error={errors.password}
                hint={login ? undefined : `At least ${MIN_PASSWORD_LENGTH} characters`}
              />
              <button type="submit" className="ca-btn ca-btn-primary" disabled={busy}>
                {busy
                  ? login
                    ? 'Signing in…'
                    : 'Creating your account…'
                  : login
                    ? 'Sign in'
                    : 'Create account'}
              </button>
              {login ? (
                <div className="ca-row">
                  <button
                    type="button"
                    className="ca-btn ca-btn-text"
                    onClick={() => void withEmail('reset')}
                  >
                    Forgot password?
                  </button>
                  {signInOptions.magicLink && (
                    <button
                      type="button"
                      className="ca-btn ca-btn-text"
                      onClick={() => void withEmail('link')}
                    >
                      E-mail me a sign-in link
                    </button>
                  )}
                </div>
              ) : (
                signInOptions.magicLink && (
                  <button
                    type="button"
                    className="ca-btn ca-btn-text ca-center"
                    onClick={() => void withEmail('link')}
                  >
                    Sign up with an e-mail link instead
                  </button>
                )
              )}
            </form>
          )}
        </section>
        <p className="ca-switch">
          {login ? (
            <>
              New to {siteName}? <a href={withNext('/signup', raw)}>Create an account</a>
            </>
          ) : (
            <>
              Already have an account? <a href={withNext('/login', raw)}>Sign in</a>
            </>
          )}
        </p>
        <p className="ca-terms">
          By continuing you agree to {siteName}’s <a href={AUTH_CONFIG.tosUrl}>Terms of Service</a>{' '}
          and <a href={AUTH_CONFIG.privacyPolicyUrl}>Privacy Policy</a>.
        </p>
      </main>
      {/* Mounted when asked for: closed, its fields would share the page's labels. */}
      {emulator && picking && (
        <EmulatorGoogle
          onClose={() => setPicking(false)}
          onSignIn={(email, name) => {
            setPicking(false);
            if (!actions) return;
            setBusy(true);
            setError(null);
            actions.emulatorGoogle(email, name).then(
              () => actions.go(next),
              (e: unknown) => {
                fail(e);
                setBusy(false);
              },
            );
          }}
        />
      )}
    </div>
  );
}

function Field(props: {
  id: string;
  label: string;
  type?: string;
  autoComplete: string;
  onChange: () => void;
  error?: string | undefined;
  hint?: string | undefined;
}) {
  const note = props.error ?? props.hint;
  return (
    <div className={props.error ? 'ca-field ca-invalid' : 'ca-field'}>
      <label htmlFor={props.id}>{props.label}</label>
      <input
        id={props.id}
        name={props.id.slice(3)}
        type={props.type ?? 'text'}
        autoComplete={props.autoComplete}
        required
        onChange={props.onChange}
        aria-invalid={props.error ? true : undefined}
        aria-describedby={note ? `${props.id}-note` : undefined}
      />
      {note && (
        <p id={`${props.id}-note`} className="ca-note">
          {note}
        </p>
      )}
    </div>
  );
}

const MODES = ['system', 'light', 'dark'] as const;
type Mode = (typeof MODES)[number];
const MODE_NAMES: Record<Mode, string> = { system: 'System', light: 'Light', dark: 'Dark' };

/** Light, dark or the device's: the app's own setting (key 'theme'), shared with it. */
function ThemeButton() {
  // The server cannot know the saved mode: the button says so after hydration.
  const [mode, setMode] = useState<Mode | null>(null);
  useEffect(() => {
    let saved: string | null = null;
    try {
      saved = window.localStorage.getItem('theme');
    } catch {
      // Storage off: the device's scheme.
    }
    setMode(MODES.includes(saved as Mode) ? (saved as Mode) : 'system');
  }, []);
  const shown = mode ?? 'system';
  const change = () => {
    const to = MODES[(MODES.indexOf(shown) + 1) % MODES.length]!;
    setMode(to);
    try {
      window.localStorage.setItem('theme', to);
    } catch {
      // The choice lasts this page.
    }
    const dark =
      to === 'dark' ||
      (to === 'system' && window.matchMedia('(prefers-color-scheme: dark)').matches);
    document.documentElement.classList.toggle('dark', dark);
    document.documentElement.classList.toggle('light', !dark);
  };
  return (
    <button
      type="button"
      className="ca-btn ca-btn-text ca-theme"
      onClick={change}
      aria-label={`Theme: ${MODE_NAMES[shown]}. Change theme`}
    >
      <ThemeIcon mode={shown} />
      <span className="ca-theme-name">{MODE_NAMES[shown]}</span>
    </button>
  );
}

function EmulatorGoogle({
  onClose,
  onSignIn,
}: {
  onClose: () => void;
  onSignIn: (email: string, name: string) => void;
}) {
  const dialog = useRef<HTMLDialogElement>(null);
  const [email, setEmail] = useState('');
  const [name, setName] = useState('');
  const valid = /^[^@\s]+@[^@\s]+\.[^@\s]+$/.test(email) && name.trim().length > 0;
  useEffect(() => {
    const d = dialog.current;
    if (d && !d.open) d.showModal();
  }, []);
  return (
    <dialog
      ref={dialog}
      className="ca-dialog"
      aria-labelledby="ca-google-title"
      onCancel={(e) => {
        // Escape: the dialog leaves the page (unmounted), not just hidden.
        e.preventDefault();
        onClose();
      }}
    >
      <form
        onSubmit={(e) => {
          e.preventDefault();
          if (valid) onSignIn(email, name.trim());
        }}
      >
        <h2 id="ca-google-title">Google test account</h2>
        <p className="ca-alert ca-alert-info">
          This is the Auth emulator: Google sign-in uses a test account you describe here. With a
          real Firebase project, Google’s own window opens instead.
        </p>
        <div className="ca-field">
          <label htmlFor="ca-google-email">Google e-mail</label>
          <input
            id="ca-google-email"
            type="email"
            value={email}
            onChange={(e) => setEmail(e.target.value)}
            autoFocus
          />
        </div>
        <div className="ca-field">
          <label htmlFor="ca-google-name">Display name</label>
          <input id="ca-google-name" value={name} onChange={(e) => setName(e.target.value)} />
        </div>
        <div className="ca-actions">
          <button type="button" className="ca-btn ca-btn-text" onClick={onClose}>
            Cancel
          </button>
          <button type="submit" className="ca-btn ca-btn-primary ca-narrow" disabled={!valid}>
            Sign in with Google.com
          </button>
        </div>
      </form>
    </dialog>
  );
}

function GoogleMark() {
  return (
    <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
      <path
        fill="#EA4335"
        d="M24 9.5c3.5 0 6.6 1.2 9.1 3.6l6.8-6.8C35.8 2.4 30.3 0 24 0 14.6 0 6.6 5.4 2.7 13.3l7.9 6.1C12.5 13.6 17.8 9.5 24 9.5z"
      />
      <path
        fill="#4285F4"
        d="M46.1 24.6c0-1.6-.1-3.1-.4-4.6H24v9h12.4c-.5 2.9-2.2 5.3-4.6 6.9l7.4 5.7c4.3-4 6.9-9.9 6.9-17z"
      />
      <path
        fill="#FBBC05"
        d="M10.6 28.6c-.5-1.4-.8-3-.8-4.6s.3-3.2.8-4.6l-7.9-6.1C1 16.6 0 20.2 0 24s1 7.4 2.7 10.7l7.9-6.1z"
      />
      <path
        fill="#34A853"
        d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.4-5.7c-2.1 1.4-4.8 2.3-8.5 2.3-6.2 0-11.5-4.1-13.4-9.9l-7.9 6.1C6.6 42.6 14.6 48 24 48z"
      />
    </svg>
  );
}

function ThemeIcon({ mode }: { mode: Mode }): ReactNode {
  const paths: Record<Mode, string> = {
    system: 'M4 5h16v10H4zM9 19h6M12 15v4',
    light:
      'M12 17a5 5 0 1 0 0-10 5 5 0 0 0 0 10zM12 1v2M12 21v2M4.2 4.2l1.4 1.4M18.4 18.4l1.4 1.4M1 12h2M21 12h2M4.2 19.8l1.4-1.4M18.4 5.6l1.4-1.4',
    dark: 'M21 12.8A9 9 0 1 1 11.2 3a7 7 0 0 0 9.8 9.8z',
  };
  return (
    <svg
      viewBox="0 0 24 24"
      width="20"
      height="20"
      aria-hidden="true"
      focusable="false"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
    >
      <path d={paths[mode]} />
    </svg>
  );
}
