// Joining online: a Stripe Billing subscription on the salon's own account.
// The membership is written first (awaiting its first payment), then the
// subscription is made with an idempotency key that follows from it, so a
// retried join resumes with the same subscription. Its state comes only from
// Stripe: the member's page asks (confirm), and the webhooks
// (customer.subscription.*, invoice.paid, invoice.payment_failed) keep it,
// each event applied once and never an older state over a newer one. Each
// paid invoice is one payment in the salon's ledger.
import type Stripe from 'stripe';
import type { MembershipJoin, MembershipView } from '@chairside/core/contracts/memberships';
import {
  statusFromStripe,
  type CancelMembership,
  type ZJoinMembership,
} from '@chairside/core/memberships';
import type {
  MembershipDefinitionRecord,
  MembershipRecord,
} from '@chairside/core/records/membership';
import { isDocId } from '@chairside/core/ids';
import type { z } from 'zod';
import { db } from '../firebase';
import { ApiError } from '../http/api-error';
import type { Caller } from '../http/auth';
import { clientDoc, clientsCollection } from '../records/clients';
import { orgDoc, userDoc } from '../records/orgs';
import { paymentDoc, stripeEventDoc } from '../records/payments';
import { membershipDefinitionDoc, membershipDoc } from '../records/memberships';
import { chargeableAccount, applicationFee, emptyStripeRef } from '../payments';
import { customerFor } from '../payments';
import { ledgerRecord } from '../platform/ledger';
import { webhookEventData, type WebhookEventWrite } from '../payments';
import { stripeClient, stripeProblem } from '../platform/stripe';
import { emailName, idFrom } from '../platform/ids';
import { ZClientInput, newClientFields } from '@chairside/core/clients';
import {
  alreadyMember,
  liveMembershipOf,
  newMembership,
  ownMembership,
  viewOf,
} from './members.service';
import { clientIdOf } from '../platform/actor';

const STRIPE_ACTOR = { uid: null, name: 'Stripe' };

/**
 * The client record a signed-in person joins as: the one their account is
 * linked to, or (with a verified e-mail) the salon's client with that e-mail,
 * made if there is none; the account is then linked to it.
 */
async function joiningClient(caller: Caller, orgId: string): Promise<JoiningClient> {
  const linked = await clientIdOf(caller, orgId);
  if (linked) {
    const client = (await clientDoc(orgId, linked).get()).data();
    if (client) return client;
  }
  if (!caller.email || !caller.emailVerified) {
    throw new ApiError(
      'forbidden',
      'Confirm your e-mail address first (sign in with the link we e-mail you), so the membership is yours alone.',
    );
  }
  const email = caller.email.toLowerCase();
  const made = clientsCollection(orgId).doc(idFrom('member-client', orgId, email));
  return db().runTransaction(async (tx) => {
    const found = await tx.get(
      clientsCollection(orgId)
        .where('email', '==', email)
        .where('ownerStaffId', '==', null)
        .limit(1),
    );
    const client = found.docs[0]?.data() ?? (await tx.get(made)).data();
    tx.set(userDoc(caller.uid), { clientOf: { [orgId]: client?.id ?? made.id } }, { merge: true });
    if (client) {
      if (!client.userId) tx.update(clientDoc(orgId, client.id), { userId: caller.uid });
      return client;
    }
    const name = String(caller.token['name'] ?? '').trim();
    const [first, ...rest] = name.split(/\s+/).filter(Boolean);
    const input = ZClientInput.parse({
      firstName: (first ?? emailName(email)).slice(0, 50),
      lastName: rest.join(' ').slice(0, 50),
      email,
    });
    const at = new Date();
    const fields = { ...newClientFields(input, null), userId: caller.uid };
    tx.set(made, { id: made.id, ...fields, createdAt: at, updatedAt: at });
    return { id: made.id, ...fields };
  });
}

interface JoiningClient {
  id: string;
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
}

/** The plan's Price on the salon's account (made once per price, interval and currency). */
async function priceFor(orgId: string, accountId: string, plan: MembershipDefinitionRecord) {
  const key = `${plan.price}:${plan.billing_interval}:${plan.currency}`;
  if (plan.stripe?.accountId === accountId && plan.stripe.priceKey === key)
    return plan.stripe.priceId;
  const stripe = await stripeClient();
  const productId =
    plan.stripe?.accountId === accountId
      ? plan.stripe.productId
      : (
          await stripe.products
            .create(
              { name: plan.name, metadata: { orgId, definitionId: plan.id } },
              {
                stripeAccount: accountId,
                idempotencyKey: `membership-product:${orgId}:${plan.id}:${accountId}`,
              },
            )
            .catch(stripeProblem)
        ).id;
  const price = await stripe.prices
    .create(
      {
        product: productId,
        unit_amount: plan.price,
        currency: plan.currency.toLowerCase(),
        recurring: { interval: plan.billing_interval },
        metadata: { orgId, definitionId: plan.id },
      },
      {
        stripeAccount: accountId,
        idempotencyKey: `membership-price:${orgId}:${plan.id}:${key}:${accountId}`,
      },
    )
    .catch(stripeProblem);
  await membershipDefinitionDoc(orgId, plan.id).update({
    stripe: { accountId, productId, priceId: price.id, priceKey: key },
  });
  return price.id;
}

const EXPAND = ['latest_invoice.confirmation_secret'];

/** POST memberships/join: a subscription waiting for its first payment, and what pays it. */
export async function joinMembership(
  caller: Caller,
  input: z.output<typeof ZJoinMembership>,
): Promise<MembershipJoin> {
  const { orgId } = input;
  const [salon, plan] = await Promise.all([
    orgDoc(orgId)
      .get()
      .then((s) => s.data()),
    membershipDefinitionDoc(orgId, input.definitionId)
      .get()
      .then((s) => s.data()),
  ]);
  if (!salon) throw new ApiError('not_found', 'That salon could not be found.');
  if (!plan || !plan.active || !plan.onlineSignup) {
    throw new ApiError('not_found', 'That membership is not open to join online.');
  }
  const { accountId, settings } = await chargeableAccount(orgId);
  const client = await joiningClient(caller, orgId);
  const ref = membershipDoc(orgId, idFrom('membership', orgId, caller.uid, input.idempotencyKey));
  const record = await db().runTransaction(async (tx) => {
    const existing = (await tx.get(ref)).data();
    if (existing) return existing;
    const live = await liveMembershipOf(orgId, client.id, tx);
    if (live) throw alreadyMember(live);
    const at = new Date();
    const m = newMembership(
      ref.id,
      plan,
      client,
      { userId: caller.uid, billing: 'stripe', status: 'incomplete' },
      at,
    );
    tx.create(ref, m);
    return m;
  });
  if (record.definitionId !== plan.id)
    throw new ApiError('unprocessable', 'This idempotency key was used to join another plan.');

  const stripe = await stripeClient();
  let subscription: Stripe.Subscription;
  if (record.stripe) {
    subscription = await stripe.subscriptions
      .retrieve(record.stripe.subscriptionId, { expand: EXPAND }, { stripeAccount: accountId })
      .catch(stripeProblem);
  } else {
    const priceId = await priceFor(orgId, accountId, plan);
    const customerId = await customerFor(orgId, accountId, {
      clientId: client.id,
      clientName: record.clientName,
      clientEmail: record.clientEmail,
      clientPhone: client.phone,
    });
    if (!customerId) throw new ApiError('not_found', 'That client could not be found.');
    const feePercent = applicationFee(10_000) / 100;
    subscription = await stripe.subscriptions
      .create(
        {
          customer: customerId,
          items: [{ price: priceId }],
          payment_behavior: 'default_incomplete',
          payment_settings: {
            save_default_payment_method: 'on_subscription',
            payment_method_types: ['card'],
          },
          description: `${salon.name}: ${plan.name} membership`,
          metadata: { orgId, membershipId: record.id, definitionId: plan.id },
          expand: EXPAND,
          ...(feePercent > 0 ? { application_fee_percent: feePercent } : {}),
        },
        {
          stripeAccount: accountId,
          idempotencyKey: `membership-subscription:${orgId}:${record.id}`,
        },
      )
      .catch(stripeProblem);
    await ref.update({
      stripe: {
        accountId,
        customerId,
        subscriptionId: subscription.id,
        lastEventCreated: 0,
      },
      updatedAt: new Date(),
    });
  }
  const applied = await applySubscription(orgId, record.id, subscription, 0);
  const invoice =
    typeof subscription.latest_invoice === 'object' ? subscription.latest_invoice : null;
  return {
    membership: await viewOf(orgId, applied),
    clientSecret:
      applied.status === 'incomplete'
        ? (invoice?.confirmation_secret?.client_secret ?? null)
        : null,
    publishableKey: settings.publishableKey,
    accountId,
    amount: plan.price,
    currency: plan.currency,
  };
}

/** The period of a subscription (Stripe keeps it on its items). */
function periodOf(sub: Stripe.Subscription) {
  const item = sub.items?.data?.[0];
  return {
    start: item?.current_period_start ? new Date(item.current_period_start * 1000) : null,
    end: item?.current_period_end ? new Date(item.current_period_end * 1000) : null,
  };
}

/**
 * Applies a subscription's state to its membership, unless a newer event was
 * applied already (`seenAt` 0 is the answer of a call: it never loses to an
 * event, and an event never loses to it).
 */
export async function applySubscription(
  orgId: string,
  membershipId: string,
  sub: Stripe.Subscription,
  seenAt: number,
  event?: WebhookEventWrite,
): Promise<MembershipRecord> {
  const ref = membershipDoc(orgId, membershipId);
  return db().runTransaction(async (tx) => {
    const [snap, seen] = await Promise.all([
      tx.get(ref),
      event ? tx.get(event.ref) : Promise.resolve(null),
    ]);
    const m = snap.data();
    if (!m) throw new ApiError('not_found', 'That membership could not be found.');
    if (event && seen?.exists) {
      event.duplicate = true;
      return m;
    }
    if (event) tx.create(event.ref, event.data);
    const last = m.stripe?.lastEventCreated ?? 0;
    if (!m.stripe || (seenAt > 0 && seenAt < last)) return m;
    const period = periodOf(sub);
    const status = statusFromStripe(sub.status);
    const next: Partial<MembershipRecord> = {
      status,
      currentPeriodStart: period.start ?? m.currentPeriodStart,
      currentPeriodEnd: period.end ?? m.currentPeriodEnd,
      cancelAtPeriodEnd: sub.cancel_at_period_end === true,
      cancelledAt: sub.canceled_at ? new Date(sub.canceled_at * 1000) : m.cancelledAt,
      stripe: { ...m.stripe, lastEventCreated: Math.max(last, seenAt) },
      updatedAt: new Date(),
    };
    tx.update(ref, next);
    return { ...m, ...next };
  });
}

/** A paid invoice as one ledger payment (its id follows from the invoice: written once). */
export async function recordInvoice(orgId: string, m: MembershipRecord, invoice: Stripe.Invoice) {
  const { id: invoiceId } = invoice;
  const billed = m.stripe;
  if (!invoiceId || invoice.status !== 'paid' || !billed) return;
  const salon = (await orgDoc(orgId).get()).data();
  const ref = paymentDoc(orgId, idFrom('membership-invoice', orgId, invoiceId));
  const at = invoice.status_transitions?.paid_at
    ? new Date(invoice.status_transitions.paid_at * 1000)
    : new Date();
  await db().runTransaction(async (tx) => {
    if ((await tx.get(ref)).exists) return;
    tx.create(
      ref,
      ledgerRecord({
        id: ref.id,
        method: 'card',
        purpose: 'membership',
        status: 'succeeded',
        amount: invoice.amount_paid,
        currency: (invoice.currency || m.currency).toUpperCase(),
        clientId: m.clientId,
        clientName: m.clientName,
        stripe: { ...emptyStripeRef(billed.accountId), customerId: billed.customerId },
        timeZone: salon?.timeZone ?? 'UTC',
        at,
        by: STRIPE_ACTOR,
        note: `${m.planName} membership (invoice ${invoice.number ?? invoiceId})`,
        requestHash: invoiceId,
      }),
    );
    tx.update(membershipDoc(orgId, m.id), {
      paymentIds: [...m.paymentIds, ref.id].slice(-24),
    });
  });
}

/** POST memberships/confirm: where the first payment stands, from Stripe itself. */
export async function confirmMembership(
  caller: Caller,
  orgId: string,
  membershipId: string,
): Promise<MembershipView> {
  const { membership: m } = await ownMembership(caller, orgId, membershipId);
  if (!m.stripe) return viewOf(orgId, m);
  const stripe = await stripeClient();
  const sub = await stripe.subscriptions
    .retrieve(
      m.stripe.subscriptionId,
      { expand: ['latest_invoice'] },
      { stripeAccount: m.stripe.accountId },
    )
    .catch(stripeProblem);
  const applied = await applySubscription(orgId, m.id, sub, 0);
  if (typeof sub.latest_invoice === 'object' && sub.latest_invoice)
    await recordInvoice(orgId, applied, sub.latest_invoice);
  return viewOf(orgId, applied);
}

/** Cancels a Stripe-billed membership through Stripe; the answer is applied at once. */
export async function cancelSubscription(
  m: MembershipRecord,
  orgId: string,
  when: CancelMembership['when'],
): Promise<MembershipRecord> {
  const billed = m.stripe;
  if (!billed) throw new ApiError('conflict', 'This membership is not billed through Stripe.');
  const stripe = await stripeClient();
  const options = { stripeAccount: billed.accountId };
  const sub =
    when === 'now' || m.status === 'incomplete'
      ? await stripe.subscriptions.cancel(billed.subscriptionId, {}, options).catch(stripeProblem)
      : await stripe.subscriptions
          .update(billed.subscriptionId, { cancel_at_period_end: true }, options)
          .catch(stripeProblem);
  return applySubscription(orgId, m.id, sub, 0);
}

// ── Webhooks ────────────────────────────────────────────────────────────────

/** The membership a subscription's metadata names, checked against its account. */
async function membershipOfMetadata(
  event: Stripe.Event,
  metadata: Stripe.Metadata | null | undefined,
) {
  const orgId = metadata?.['orgId'];
  const membershipId = metadata?.['membershipId'];
  if (!orgId || !membershipId || !isDocId(orgId) || !isDocId(membershipId)) return null;
  const m = (await membershipDoc(orgId, membershipId).get()).data();
  const billed = m?.stripe;
  if (!m || !billed || (event.account && billed.accountId !== event.account)) return null;
  return { orgId, m, accountId: billed.accountId };
}

/** customer.subscription.created / updated / deleted and invoice.paid / payment_failed. Null when not ours. */
export async function membershipEvent(event: Stripe.Event): Promise<{ duplicate: boolean } | null> {
  let sub: Stripe.Subscription;
  let invoice: Stripe.Invoice | null = null;
  let found: Awaited<ReturnType<typeof membershipOfMetadata>>;
  const { object } = event.data;
  if (event.type.startsWith('customer.subscription.') && object.object === 'subscription') {
    sub = object;
    found = await membershipOfMetadata(event, sub.metadata);
  } else if (event.type === 'invoice.paid' || event.type === 'invoice.payment_failed') {
    invoice = event.data.object;
    const details = invoice.parent?.subscription_details;
    found = await membershipOfMetadata(event, details?.metadata);
    if (!found || !details) return null;
    const subId =
      typeof details.subscription === 'string' ? details.subscription : details.subscription.id;
    // The subscription as it is now (the invoice event does not carry it).
    const stripe = await stripeClient();
    sub = await stripe.subscriptions
      .retrieve(subId, {}, { stripeAccount: found.accountId })
      .catch(stripeProblem);
  } else {
    return null;
  }
  if (!found) return null;
  const write: WebhookEventWrite = {
    ref: stripeEventDoc(event.id),
    data: webhookEventData(event, found.orgId),
  };
  const applied = await applySubscription(found.orgId, found.m.id, sub, event.created, write);
  if (invoice && !write.duplicate) await recordInvoice(found.orgId, applied, invoice);
  return { duplicate: write.duplicate === true };
}
