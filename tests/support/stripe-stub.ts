// A stand-in for the parts of Stripe's API the payment calls use, answering
// the way Stripe documents (objects trimmed to the fields we read): Connect
// accounts and onboarding links, customers, PaymentIntents and SetupIntents
// (created, confirmed off session or from the browser with a client secret,
// retrieved, cancelled), payment methods, refunds and Checkout Sessions.
// Tests mount it at the HTTP boundary with msw, or behind a local HTTP server
// (tests/support/stripe-standin.ts); `outcomeFor` decides how an off-session
// confirmation goes, and the card number how a browser's confirmation goes.
import { http, HttpResponse } from 'msw';

export type CardOutcome = 'succeeds' | 'declined' | 'authentication_required';

export interface StubRequest {
  method: string;
  path: string;
  form: URLSearchParams;
  idempotencyKey: string | null;
  account: string | null;
}

interface Intent {
  id: string;
  object: 'payment_intent';
  amount: number;
  currency: string;
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  setup_future_usage: string | null;
  metadata: Record<string, string>;
  application_fee_amount: number | null;
  last_payment_error: Record<string, unknown> | null;
  latest_charge: string | null;
  next_action: Record<string, unknown> | null;
  created: number;
}

interface SetupIntent {
  id: string;
  object: 'setup_intent';
  status: string;
  client_secret: string;
  customer: string | null;
  payment_method: string | null;
  usage: string;
  metadata: Record<string, string>;
  last_setup_error: Record<string, unknown> | null;
  created: number;
}

interface CardDetails {
  brand: string;
  last4: string;
  exp_month: number;
  exp_year: number;
}

/** Stripe's test cards that fail, and how (https://docs.stripe.com/testing). */
const FAILING_CARDS: Record<string, { code: string; decline_code: string; message: string }> = {
  '4000000000000002': {
    code: 'card_declined',
    decline_code: 'generic_decline',
    message: 'Your card was declined.',
  },
  '4000000000009995': {
    code: 'card_declined',
    decline_code: 'insufficient_funds',
    message: 'Your card has insufficient funds.',
  },
};

const stripeError = (status: number, error: Record<string, unknown>) => ({
  status,
  body: { error },
});

export class StripeStub {
  requests: StubRequest[] = [];
  intents = new Map<string, Intent>();
  setups = new Map<string, SetupIntent>();
  accounts = new Map<string, Record<string, unknown>>();
  /** Onboarding links handed out: where Stripe sends the owner back. */
  links = new Map<string, { account: string; return_url: string; refresh_url: string }>();
  /** Cards typed into the payment form, by the payment method Stripe made of them. */
  cards = new Map<string, CardDetails>();
  refunds: Record<string, unknown>[] = [];
  sessions = new Map<string, Record<string, unknown>>();
  /** Billing: subscriptions, and the invoice and PaymentIntent of each one's latest period. */
  subscriptions = new Map<string, Record<string, unknown>>();
  invoices = new Map<string, Record<string, unknown>>();
  prices = new Map<string, Record<string, unknown>>();
  /** How an off-session confirmation of this customer's card goes. */
  outcomeFor: (intent: Intent) => CardOutcome = () => 'succeeds';
  private idempotent = new Map<string, { status: number; body: unknown }>();
  private seq = 0;

  constructor(readonly base = 'https://api.stripe.com') {}

  private next(prefix: string) {
    return `${prefix}_${Date.now().toString(36)}${(++this.seq).toString(36)}`;
  }

  /** The owner finishes Stripe's onboarding: the account can take charges and pay out. */
  onboard(accountId: string) {
    Object.assign(this.accounts.get(accountId)!, {
      charges_enabled: true,
      payouts_enabled: true,
      details_submitted: true,
      requirements: { currently_due: [], past_due: [], disabled_reason: null },
    });
  }

  /** The client pays a QR code's Checkout page: its PaymentIntent (with the session's metadata) is paid. */
  payCheckout(sessionId: string) {
    const session = this.sessions.get(sessionId)!;
    const id = this.next('pi');
    const metadata = session['metadata'] as Record<string, string>;
    this.intents.set(id, {
      id,
      object: 'payment_intent',
      amount: session['amount_total'] as number,
      currency: session['currency'] as string,
      status: 'requires_payment_method',
      client_secret: `${id}_secret`,
      customer: null,
      payment_method: null,
      setup_future_usage: null,
      metadata,
      application_fee_amount: null,
      last_payment_error: null,
      latest_charge: null,
      next_action: null,
      created: Math.floor(Date.now() / 1000),
    });
    this.pay(id);
    Object.assign(session, { status: 'complete', payment_status: 'paid', payment_intent: id });
    return session;
  }

  /** Marks a SetupIntent's card as saved by the client's browser (what Stripe.js would do). */
  saveCard(id: string, method = 'pm_card_visa') {
    const intent = this.setups.get(id)!;
    Object.assign(intent, { status: 'succeeded', payment_method: method, last_setup_error: null });
    return intent;
  }

  /** Marks an intent as paid by the client's browser (what Stripe.js would do). */
  pay(id: string, card = 'pm_card_visa') {
    const intent = this.intents.get(id)!;
    Object.assign(intent, {
      status: 'succeeded',
      next_action: null,
      payment_method: intent.payment_method ?? card,
      latest_charge: `ch_${id}`,
      last_payment_error: null,
    });
    const invoiceId = intent.metadata['__invoice'];
    if (invoiceId) this.invoicePaid(invoiceId);
    return intent;
  }

  /** An invoice's payment went through: the invoice is paid and its subscription active. */
  private invoicePaid(invoiceId: string) {
    const invoice = this.invoices.get(invoiceId)!;
    const now = Math.floor(Date.now() / 1000);
    Object.assign(invoice, {
      status: 'paid',
      amount_paid: invoice['amount_due'],
      amount_remaining: 0,
      status_transitions: { paid_at: now },
    });
    const subId = (invoice['parent'] as { subscription_details: { subscription: string } })
      .subscription_details.subscription;
    const sub = this.subscriptions.get(subId)!;
    if (sub['status'] === 'incomplete' || sub['status'] === 'past_due') sub['status'] = 'active';
  }

  /** Stripe renews a subscription: a new period and its invoice, paid or failed. */
  renew(subscriptionId: string, outcome: 'paid' | 'failed' = 'paid') {
    const sub = this.subscriptions.get(subscriptionId)!;
    const item = (sub['items'] as { data: Record<string, number>[] }).data[0]!;
    const start = item['current_period_end']!;
    const end = start + (item['current_period_end']! - item['current_period_start']!);
    Object.assign(item, { current_period_start: start, current_period_end: end });
    const invoice = this.newInvoice(sub, item['__amount']!);
    sub['latest_invoice'] = invoice['id'];
    if (outcome === 'paid') this.invoicePaid(invoice['id'] as string);
    else {
      invoice['status'] = 'open';
      sub['status'] = 'past_due';
    }
    return { subscription: sub, invoice };
  }

  private newInvoice(sub: Record<string, unknown>, amount: number) {
    const id = this.next('in');
    const invoice: Record<string, unknown> = {
      id,
      object: 'invoice',
      number: `INV-${this.seq}`,
      status: 'open',
      currency: sub['currency'],
      amount_due: amount,
      amount_paid: 0,
      amount_remaining: amount,
      customer: sub['customer'],
      parent: {
        type: 'subscription_details',
        quote_details: null,
        subscription_details: { subscription: sub['id'], metadata: sub['metadata'] },
      },
      status_transitions: { paid_at: null },
      confirmation_secret: null,
    };
    this.invoices.set(id, invoice);
    return invoice;
  }

  handlers() {
    const route = (method: 'get' | 'post' | 'delete', path: string) =>
      http[method](`${this.base}${path}`, async ({ request, params }) => {
        const url = new URL(request.url);
        const form =
          method === 'post' ? new URLSearchParams(await request.text()) : url.searchParams;
        const req: StubRequest = {
          method: method.toUpperCase(),
          path: url.pathname,
          form,
          idempotencyKey: request.headers.get('idempotency-key'),
          account: request.headers.get('stripe-account'),
        };
        this.requests.push(req);
        const key = req.idempotencyKey ? `${req.account}:${req.idempotencyKey}` : null;
        const cached = key ? this.idempotent.get(key) : undefined;
        if (cached) return HttpResponse.json(cached.body as object, { status: cached.status });
        const answer = this.answer(req, params as Record<string, string>);
        if (key && answer.status < 500) this.idempotent.set(key, answer);
        return HttpResponse.json(answer.body as object, { status: answer.status });
      });
    return [
      route('post', '/v1/accounts'),
      route('get', '/v1/accounts/:id'),
      route('post', '/v1/account_links'),
      route('post', '/v1/customers'),
      route('post', '/v1/payment_intents/:id/confirm'),
      route('post', '/v1/setup_intents'),
      route('get', '/v1/setup_intents/:id'),
      route('post', '/v1/setup_intents/:id/confirm'),
      route('post', '/v1/setup_intents/:id/cancel'),
      route('post', '/v1/payment_intents'),
      route('get', '/v1/payment_intents/:id'),
      route('post', '/v1/payment_intents/:id/cancel'),
      route('post', '/v1/payment_intents/:id'),
      route('get', '/v1/payment_methods/:id'),
      route('post', '/v1/refunds'),
      route('get', '/v1/refunds'),
      route('post', '/v1/checkout/sessions'),
      route('get', '/v1/checkout/sessions/:id'),
      route('post', '/v1/products'),
      route('post', '/v1/prices'),
      route('post', '/v1/subscriptions'),
      route('get', '/v1/subscriptions/:id'),
      route('post', '/v1/subscriptions/:id'),
      route('delete', '/v1/subscriptions/:id'),
    ];
  }

  private metadata(form: URLSearchParams) {
    const out: Record<string, string> = {};
    for (const [k, v] of form) {
      const m = /^metadata\[(.+)\]$/.exec(k);
      if (m) out[m[1]!] = v;
    }
    return out;
  }

  private answer(
    req: StubRequest,
    params: Record<string, string>,
  ): { status: number; body: unknown } {
    const { form } = req;
    if (req.path === '/v1/accounts') {
      const id = this.next('acct');
      const account = {
        id,
        object: 'account',
        type: form.get('type') ?? 'standard',
        email: form.get('email'),
        country: 'US',
        default_currency: 'usd',
        charges_enabled: false,
        payouts_enabled: false,
        details_submitted: false,
        metadata: this.metadata(form),
        requirements: {
          currently_due: ['external_account', 'tos_acceptance.date'],
          past_due: [],
          disabled_reason: 'requirements.past_due',
        },
        settings: {
          payments: {
            statement_descriptor: (form.get('business_profile[name]') ?? '').toUpperCase(),
          },
        },
      };
      this.accounts.set(id, account);
      return { status: 200, body: account };
    }
    if (req.path.startsWith('/v1/accounts/')) {
      const account = this.accounts.get(params['id'] ?? '');
      return account
        ? { status: 200, body: account }
        : stripeError(404, {
            type: 'invalid_request_error',
            code: 'resource_missing',
            message: 'No such account',
          });
    }
    if (req.path === '/v1/account_links') {
      const id = this.next('link');
      const account = form.get('account') ?? '';
      this.links.set(id, {
        account,
        return_url: form.get('return_url') ?? '',
        refresh_url: form.get('refresh_url') ?? '',
      });
      const now = Math.floor(Date.now() / 1000);
      return {
        status: 200,
        body: {
          object: 'account_link',
          created: now,
          expires_at: now + 300,
          url: `https://connect.stripe.com/setup/s/${account}/${id}`,
        },
      };
    }
    if (req.path.endsWith('/confirm')) return this.confirmFromBrowser(req, params['id'] ?? '');
    if (
      req.path === '/v1/products' ||
      req.path === '/v1/prices' ||
      req.path.startsWith('/v1/subscriptions')
    )
      return this.billing(req, params['id']);
    if (req.path.startsWith('/v1/setup_intents')) return this.setupIntent(req, params['id']);
    if (req.path === '/v1/customers') {
      return {
        status: 200,
        body: { id: this.next('cus'), object: 'customer', email: form.get('email') },
      };
    }
    if (req.path === '/v1/payment_intents' && req.method === 'POST') {
      const id = this.next('pi');
      const intent: Intent = {
        id,
        object: 'payment_intent',
        amount: Number(form.get('amount')),
        currency: form.get('currency') ?? 'usd',
        status: 'requires_payment_method',
        client_secret: `${id}_secret_${this.seq}`,
        customer: form.get('customer'),
        payment_method: form.get('payment_method'),
        setup_future_usage: form.get('setup_future_usage'),
        metadata: this.metadata(form),
        application_fee_amount: form.get('application_fee_amount')
          ? Number(form.get('application_fee_amount'))
          : null,
        last_payment_error: null,
        latest_charge: null,
        next_action: null,
        created: Math.floor(Date.now() / 1000),
      };
      this.intents.set(id, intent);
      if (form.get('payment_method_data[type]') === 'cashapp' && form.get('confirm') === 'true') {
        intent.status = 'requires_action';
        intent.payment_method = this.next('pm');
        intent.next_action = {
          type: 'cashapp_handle_redirect_or_display_qr_code',
          cashapp_handle_redirect_or_display_qr_code: {
            hosted_instructions_url: `https://pay.stripe.com/cashapp/${id}`,
            mobile_auth_url: `https://cash.app/qr/${id}`,
            qr_code: {
              expires_at: Math.floor(Date.now() / 1000) + 30,
              image_url_png: `https://qr.stripe.com/${id}.png`,
              image_url_svg: `https://qr.stripe.com/${id}.svg`,
            },
          },
        };
        return { status: 200, body: intent };
      }
      if (form.get('confirm') === 'true') {
        const outcome = this.outcomeFor(intent);
        if (outcome === 'succeeds') {
          this.pay(id, intent.payment_method ?? 'pm_card_visa');
        } else {
          const code = outcome === 'declined' ? 'card_declined' : 'authentication_required';
          const message =
            outcome === 'declined'
              ? 'Your card was declined.'
              : 'Your card was declined. This transaction requires authentication.';
          intent.last_payment_error = {
            type: 'card_error',
            code,
            decline_code: outcome === 'declined' ? 'generic_decline' : 'authentication_required',
            message,
          };
          return {
            status: 402,
            body: {
              error: {
                type: 'card_error',
                code,
                decline_code: intent.last_payment_error['decline_code'],
                message,
                payment_intent: { ...intent },
              },
            },
          };
        }
      }
      return { status: 200, body: intent };
    }
    if (req.path.startsWith('/v1/payment_intents/')) {
      const intent = this.intents.get(params['id'] ?? '');
      if (!intent) {
        return {
          status: 404,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'resource_missing',
              message: 'No such payment_intent',
            },
          },
        };
      }
      if (req.path.endsWith('/cancel')) {
        if (intent.status === 'succeeded') {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message:
                  'You cannot cancel this PaymentIntent because it has a status of succeeded.',
              },
            },
          };
        }
        intent.status = 'canceled';
      }
      if (req.method === 'POST' && req.path === `/v1/payment_intents/${intent.id}`) {
        // An update: Stripe changes the amount only before the payment is attempted.
        if (!['requires_payment_method', 'requires_confirmation'].includes(intent.status)) {
          return {
            status: 400,
            body: {
              error: {
                type: 'invalid_request_error',
                code: 'payment_intent_unexpected_state',
                message: `This PaymentIntent's amount could not be updated because it has a status of ${intent.status}.`,
              },
            },
          };
        }
        if (form.get('amount')) intent.amount = Number(form.get('amount'));
        if (form.get('application_fee_amount'))
          intent.application_fee_amount = Number(form.get('application_fee_amount'));
      }
      const expandMethod =
        form.getAll('expand[]').includes('payment_method') ||
        form.getAll('expand[0]').includes('payment_method');
      return {
        status: 200,
        body:
          expandMethod && intent.payment_method
            ? { ...intent, payment_method: this.method(intent.payment_method) }
            : intent,
      };
    }
    if (req.path === '/v1/checkout/sessions' && req.method === 'POST') {
      const id = this.next('cs');
      const session = {
        id,
        object: 'checkout.session',
        mode: 'payment',
        status: 'open',
        payment_status: 'unpaid',
        amount_total: Number(form.get('line_items[0][price_data][unit_amount]')),
        currency: form.get('line_items[0][price_data][currency]'),
        url: `https://checkout.stripe.com/c/pay/${id}`,
        expires_at: Number(form.get('expires_at')),
        metadata: this.metadata(form),
        payment_intent: null as string | null,
        success_url: form.get('success_url'),
      };
      this.sessions.set(id, session);
      return { status: 200, body: session };
    }
    if (req.path.startsWith('/v1/checkout/sessions/')) {
      const session = this.sessions.get(params['id'] ?? '');
      if (!session)
        return {
          status: 404,
          body: { error: { type: 'invalid_request_error', message: 'No such checkout.session' } },
        };
      const expand = [...form.getAll('expand[]'), ...form.getAll('expand[0]')];
      const intent = session['payment_intent']
        ? this.intents.get(session['payment_intent'] as string)
        : null;
      return {
        status: 200,
        body:
          expand.includes('payment_intent') && intent
            ? { ...session, payment_intent: intent }
            : session,
      };
    }
    if (req.path.startsWith('/v1/payment_methods/')) {
      return { status: 200, body: this.method(params['id'] ?? 'pm_card_visa') };
    }
    if (req.path === '/v1/refunds' && req.method === 'POST') {
      const intent = this.intents.get(form.get('payment_intent') ?? '');
      const refunded = this.refunds
        .filter((r) => r['payment_intent'] === intent?.id)
        .reduce((s, r) => s + (r['amount'] as number), 0);
      const amount = Number(form.get('amount') ?? (intent?.amount ?? 0) - refunded);
      if (!intent || intent.status !== 'succeeded' || amount > intent.amount - refunded) {
        return {
          status: 400,
          body: {
            error: {
              type: 'invalid_request_error',
              code: 'amount_too_large',
              message: 'Refund amount is greater than unrefunded amount on charge.',
            },
          },
        };
      }
      const refund = {
        id: this.next('re'),
        object: 'refund',
        amount,
        currency: intent.currency,
        payment_intent: intent.id,
        charge: intent.latest_charge,
        status: 'succeeded',
        metadata: this.metadata(form),
        created: Math.floor(Date.now() / 1000),
      };
      this.refunds.push(refund);
      return { status: 200, body: refund };
    }
    if (req.path === '/v1/refunds') {
      const pi = form.get('payment_intent');
      return {
        status: 200,
        body: {
          object: 'list',
          url: '/v1/refunds',
          has_more: false,
          data: this.refunds.filter((r) => r['payment_intent'] === pi),
        },
      };
    }
    return {
      status: 404,
      body: { error: { type: 'invalid_request_error', message: 'Unrecognized request URL' } },
    };
  }

  /**
   * What Stripe.js does with the Payment Element's card: it confirms the
   * intent with the client secret, and the card decides the outcome.
   */
  private confirmFromBrowser(req: StubRequest, id: string): { status: number; body: unknown } {
    const { form } = req;
    const target = this.intents.get(id) ?? this.setups.get(id);
    if (!target || target.client_secret !== form.get('client_secret')) {
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such ${id.startsWith('seti') ? 'setupintent' : 'payment_intent'}: '${id}'`,
      });
    }
    if (target.status === 'succeeded' || target.status === 'canceled') {
      return stripeError(400, {
        type: 'invalid_request_error',
        code: id.startsWith('seti')
          ? 'setup_intent_unexpected_state'
          : 'payment_intent_unexpected_state',
        message: `This intent has a status of ${target.status} and cannot be confirmed.`,
      });
    }
    const number = (form.get('payment_method_data[card][number]') ?? '').replace(/\s/g, '');
    const failing = FAILING_CARDS[number];
    if (failing) {
      const error = { type: 'card_error', ...failing };
      if (target.object === 'payment_intent') target.last_payment_error = error;
      else target.last_setup_error = error;
      target.status = 'requires_payment_method';
      return stripeError(402, { ...error, [target.object]: { ...target } });
    }
    const method = this.next('pm');
    this.cards.set(method, {
      brand: number.startsWith('5') ? 'mastercard' : 'visa',
      last4: number.slice(-4),
      exp_month: Number(form.get('payment_method_data[card][exp_month]')),
      exp_year: Number(form.get('payment_method_data[card][exp_year]')),
    });
    if (target.object === 'payment_intent') return { status: 200, body: this.pay(id, method) };
    Object.assign(target, { status: 'succeeded', payment_method: method, last_setup_error: null });
    return { status: 200, body: target };
  }

  /** Products, prices and subscriptions (https://docs.stripe.com/billing/subscriptions/build-subscriptions). */
  private billing(req: StubRequest, id: string | undefined): { status: number; body: unknown } {
    const { form } = req;
    const now = Math.floor(Date.now() / 1000);
    if (req.path === '/v1/products') {
      return {
        status: 200,
        body: {
          id: this.next('prod'),
          object: 'product',
          name: form.get('name'),
          metadata: this.metadata(form),
        },
      };
    }
    if (req.path === '/v1/prices') {
      const price = {
        id: this.next('price'),
        object: 'price',
        product: form.get('product'),
        unit_amount: Number(form.get('unit_amount')),
        currency: form.get('currency'),
        recurring: { interval: form.get('recurring[interval]') },
        metadata: this.metadata(form),
      };
      this.prices.set(price.id, price);
      return { status: 200, body: price };
    }
    const expand = [...form.getAll('expand[]'), ...form.getAll('expand[0]')];
    const answer = (sub: Record<string, unknown>) => {
      const invoice = this.invoices.get(sub['latest_invoice'] as string);
      const wants = expand.some((e) => e.startsWith('latest_invoice'));
      return { status: 200, body: wants && invoice ? { ...sub, latest_invoice: invoice } : sub };
    };
    if (!id && req.method === 'POST') {
      const price = this.prices.get(form.get('items[0][price]') ?? '');
      if (!price) {
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'resource_missing',
          message: `No such price: '${form.get('items[0][price]')}'`,
        });
      }
      const interval = (price['recurring'] as { interval: string }).interval;
      const end = interval === 'year' ? now + 365 * 86_400 : now + 30 * 86_400;
      const subId = this.next('sub');
      const sub: Record<string, unknown> = {
        id: subId,
        object: 'subscription',
        status: 'incomplete',
        customer: form.get('customer'),
        currency: price['currency'],
        cancel_at_period_end: false,
        canceled_at: null,
        metadata: this.metadata(form),
        items: {
          object: 'list',
          data: [
            {
              id: this.next('si'),
              object: 'subscription_item',
              price,
              quantity: 1,
              current_period_start: now,
              current_period_end: end,
              __amount: price['unit_amount'],
            },
          ],
        },
        latest_invoice: null,
        created: now,
      };
      this.subscriptions.set(subId, sub);
      const invoice = this.newInvoice(sub, price['unit_amount'] as number);
      sub['latest_invoice'] = invoice['id'];
      // default_incomplete: the first invoice waits for the customer's payment.
      const pi = this.next('pi');
      this.intents.set(pi, {
        id: pi,
        object: 'payment_intent',
        amount: price['unit_amount'] as number,
        currency: price['currency'] as string,
        status: 'requires_payment_method',
        client_secret: `${pi}_secret_${this.seq}`,
        customer: form.get('customer'),
        payment_method: null,
        setup_future_usage: 'off_session',
        metadata: { __invoice: invoice['id'] as string },
        application_fee_amount: null,
        last_payment_error: null,
        latest_charge: null,
        next_action: null,
        created: now,
      });
      invoice['confirmation_secret'] = {
        type: 'payment_intent',
        client_secret: this.intents.get(pi)!.client_secret,
      };
      return answer(sub);
    }
    const sub = this.subscriptions.get(id ?? '');
    if (!sub) {
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such subscription: '${id}'`,
      });
    }
    if (req.method === 'DELETE') Object.assign(sub, { status: 'canceled', canceled_at: now });
    if (req.method === 'POST' && form.get('cancel_at_period_end') === 'true')
      Object.assign(sub, { cancel_at_period_end: true, canceled_at: now });
    return answer(sub);
  }

  /** The PaymentIntent that pays a subscription's latest invoice (what Stripe.js confirms). */
  invoiceIntentOf(subscriptionId: string): string {
    const invoice = this.subscriptions.get(subscriptionId)!['latest_invoice'] as string;
    for (const [id, intent] of this.intents)
      if (intent.metadata['__invoice'] === invoice) return id;
    throw new Error(`No payment for ${invoice}`);
  }

  private setupIntent(req: StubRequest, id: string | undefined): { status: number; body: unknown } {
    const { form } = req;
    if (!id) {
      const created = this.next('seti');
      const intent: SetupIntent = {
        id: created,
        object: 'setup_intent',
        status: 'requires_payment_method',
        client_secret: `${created}_secret_${this.seq}`,
        customer: form.get('customer'),
        payment_method: null,
        usage: form.get('usage') ?? 'off_session',
        metadata: this.metadata(form),
        last_setup_error: null,
        created: Math.floor(Date.now() / 1000),
      };
      this.setups.set(created, intent);
      return { status: 200, body: intent };
    }
    const intent = this.setups.get(id);
    if (!intent) {
      return stripeError(404, {
        type: 'invalid_request_error',
        code: 'resource_missing',
        message: `No such setupintent: '${id}'`,
      });
    }
    if (req.path.endsWith('/cancel')) {
      if (intent.status === 'succeeded') {
        return stripeError(400, {
          type: 'invalid_request_error',
          code: 'setup_intent_unexpected_state',
          message: 'You cannot cancel this SetupIntent because it has a status of succeeded.',
        });
      }
      intent.status = 'canceled';
    }
    const expand = [...form.getAll('expand[]'), ...form.getAll('expand[0]')];
    return {
      status: 200,
      body:
        expand.includes('payment_method') && intent.payment_method
          ? { ...intent, payment_method: this.method(intent.payment_method) }
          : intent,
    };
  }

  private method(id: string) {
    const typed = this.cards.get(id);
    if (typed) return { id, object: 'payment_method', type: 'card', card: typed };
    const expiring = id.includes('expiring');
    return {
      id,
      object: 'payment_method',
      type: 'card',
      card: {
        brand: 'visa',
        last4: expiring ? '0341' : '4242',
        exp_month: expiring ? 1 : 12,
        exp_year: expiring ? 2027 : 2034,
      },
    };
  }
}

/** A PaymentIntent event as Stripe sends it to a Connect webhook. */
export function intentEvent(
  id: string,
  type: string,
  intent: object,
  account: string,
  created: number,
) {
  return { id, object: 'event', type, created, account, data: { object: intent } };
}
