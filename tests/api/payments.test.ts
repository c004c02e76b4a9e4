import { beforeAll, describe, expect, it } from 'vitest';
import { isoDateIn } from '@chairside/core/staff-profile';
import { admin, callApi, salonInput } from '../support/api';
import { checkedInAppointment } from '../support/payment-fixture';
import { API_URL, signUp } from '../support/emulators';

const run = Date.now();
let owner: { uid: string; idToken: string };
let stylist: { uid: string; idToken: string };
let stranger: { uid: string; idToken: string };
let orgId: string;
let today: string;

/** An appointment as the booking calls leave it: $45 with Leo, checked in. */
const appointment = (id: string, extra: Record<string, unknown> = {}) =>
  checkedInAppointment(orgId, id, extra);

const checkout = (body: Record<string, unknown>, token = owner.idToken) =>
  callApi('/payments/cash-checkout', { token, body: { orgId, ...body } });

beforeAll(async () => {
  owner = await signUp(`pay-owner-${run}@chairside.test`);
  stylist = await signUp(`pay-stylist-${run}@chairside.test`);
  stranger = await signUp(`pay-stranger-${run}@chairside.test`);
  const created = await callApi('/orgs', {
    token: owner.idToken,
    body: salonInput('Cash Studio', `pay-${run}`),
  });
  orgId = created.body.orgId;
  const { db } = admin();
  await db.doc(`orgs/${orgId}/members/${stylist.uid}`).set({
    uid: stylist.uid,
    role: 'staff',
    staffId: 's-leo',
  });
  const tz = (await db.doc(`orgs/${orgId}`).get()).get('timeZone') as string;
  today = isoDateIn(new Date(), tz);
});

describe('POST /api/payments/cash-checkout', () => {
  it('takes the balance and a tip, gives the change, and marks the appointment paid and completed', async () => {
    await appointment('b-paid');
    const res = await checkout({
      bookingId: 'b-paid',
      expectedAmount: 4500,
      tip: 900,
      tendered: 6000,
      idempotencyKey: `pay-${run}-1`,
    });
    expect(res.status).toBe(201);
    expect(res.body.change).toBe(600);
    expect(res.body.replayed).toBe(false);
    expect(res.body.payment).toMatchObject({
      method: 'cash',
      purpose: 'balance',
      status: 'succeeded',
      amount: 4500,
      tip: 900,
      currency: 'USD',
      cash: { tendered: 6000, change: 600 },
      clientName: 'Sam Client',
      staffName: 'Leo Martins',
    });
    const { db } = admin();
    const booking = (await db.doc(`orgs/${orgId}/bookings/b-paid`).get()).data()!;
    expect(booking).toMatchObject({
      paid: 4500,
      tips: 900,
      paymentStatus: 'paid',
      status: 'completed',
    });
    const stored = (await db.doc(`orgs/${orgId}/payments/${res.body.payment.id}`).get()).data()!;
    expect(stored.localDate).toBe(today);
    expect(stored.takenBy.uid).toBe(owner.uid);
    expect(stored.history).toHaveLength(1);
  });

  it('answers a retry with the same key with the same payment, and takes nothing more', async () => {
    const again = await checkout({
      bookingId: 'b-paid',
      expectedAmount: 4500,
      tip: 900,
      tendered: 6000,
      idempotencyKey: `pay-${run}-1`,
    });
    expect(again.status).toBe(200);
    expect(again.body.replayed).toBe(true);
    const all = await admin()
      .db.collection(`orgs/${orgId}/payments`)
      .where('bookingId', '==', 'b-paid')
      .get();
    expect(all.size).toBe(1);
    const booking = (await admin().db.doc(`orgs/${orgId}/bookings/b-paid`).get()).data()!;
    expect(booking.paid).toBe(4500);
  });

  it('refuses the same key for a different payment', async () => {
    const res = await checkout({
      bookingId: 'b-paid',
      expectedAmount: 4500,
      tip: 0,
      tendered: 4500,
      idempotencyKey: `pay-${run}-1`,
    });
    expect(res.status).toBe(422);
  });

  it('refuses to take a paid appointment twice under a new key', async () => {
    const res = await checkout({
      bookingId: 'b-paid',
      expectedAmount: 4500,
      tendered: 4500,
      idempotencyKey: `pay-${run}-2`,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe('This appointment is already paid in full.');
  });

  it('refuses an amount that is not what is owed, and changes nothing', async () => {
    await appointment('b-partly', { paid: 2000, paymentStatus: 'deposit_paid' });
    const res = await checkout({
      bookingId: 'b-partly',
      expectedAmount: 4500,
      tendered: 5000,
      idempotencyKey: `pay-${run}-3`,
    });
    expect(res.status).toBe(409);
    expect(res.body.error.message).toBe(
      'The balance is now $25, not $45. Check the amount and try again.',
    );
    const booking = (await admin().db.doc(`orgs/${orgId}/bookings/b-partly`).get()).data()!;
    expect(booking.paid).toBe(2000);
  });

  it('refuses too little cash with a message on the cash field', async () => {
    const res = await checkout({
      bookingId: 'b-partly',
      expectedAmount: 2500,
      tip: 500,
      tendered: 2900,
      idempotencyKey: `pay-${run}-4`,
    });
    expect(res.status).toBe(400);
    expect(res.body.error.details).toEqual([
      { path: 'tendered', message: 'The cash given is less than the total' },
    ]);
  });

  it('refuses a cancelled appointment and points a no-show to the fee', async () => {
    await appointment('b-cancelled', { status: 'cancelled' });
    await appointment('b-noshow', { status: 'no_show' });
    const cancelled = await checkout({
      bookingId: 'b-cancelled',
      expectedAmount: 4500,
      tendered: 4500,
      idempotencyKey: `pay-${run}-5`,
    });
    const noShow = await checkout({
      bookingId: 'b-noshow',
      expectedAmount: 4500,
      tendered: 4500,
      idempotencyKey: `pay-${run}-6`,
    });
    expect(cancelled.status).toBe(409);
    expect(noShow.status).toBe(409);
    expect(noShow.body.error.message).toContain('no-show fee');
  });

  it('refuses a stylist, someone outside the salon, and a caller without a token', async () => {
    const body = {
      bookingId: 'b-partly',
      expectedAmount: 2500,
      tendered: 2500,
      idempotencyKey: `pay-${run}-7`,
    };
    expect((await checkout(body, stylist.idToken)).status).toBe(403);
    expect((await checkout(body, stranger.idToken)).status).toBe(403);
    expect((await callApi('/payments/cash-checkout', { body: { orgId, ...body } })).status).toBe(
      401,
    );
    const booking = (await admin().db.doc(`orgs/${orgId}/bookings/b-partly`).get()).data()!;
    expect(booking.paid).toBe(2000);
  });
});

describe('the cash drawer', () => {
  it('expects the float plus the day’s cash and keeps each count with its difference', async () => {
    await checkout({
      bookingId: 'b-partly',
      expectedAmount: 2500,
      tip: 500,
      tendered: 3000,
      idempotencyKey: `pay-${run}-8`,
    });
    const before = await callApi(`/payments/cash-drawer?orgId=${orgId}&date=${today}`, {
      token: owner.idToken,
    });
    expect(before.status).toBe(200);
    expect(before.body).toMatchObject({
      date: today,
      cashIn: 4500 + 900 + 2500 + 500,
      tips: 1400,
      payments: 2,
      float: 0,
      counts: [],
    });

    const counted = await callApi('/payments/cash-drawer', {
      token: owner.idToken,
      body: { orgId, date: today, float: 10000, counted: 18300, note: 'Short a dollar' },
    });
    expect(counted.status).toBe(201);
    expect(counted.body.expected).toBe(10000 + 8400);
    expect(counted.body.counts).toHaveLength(1);
    expect(counted.body.counts[0]).toMatchObject({
      float: 10000,
      counted: 18300,
      expected: 18400,
      difference: -100,
      note: 'Short a dollar',
    });

    const recount = await callApi('/payments/cash-drawer', {
      token: owner.idToken,
      body: { orgId, date: today, float: 10000, counted: 18400 },
    });
    expect(recount.body.counts.map((c: { difference: number }) => c.difference)).toEqual([-100, 0]);
  });

  it('refuses a stylist and a date that does not exist', async () => {
    const stylistView = await callApi(`/payments/cash-drawer?orgId=${orgId}&date=${today}`, {
      token: stylist.idToken,
    });
    expect(stylistView.status).toBe(403);
    const bad = await callApi(`/payments/cash-drawer?orgId=${orgId}&date=2026-02-30`, {
      token: owner.idToken,
    });
    expect(bad.status).toBe(400);
  });
});

describe('GET /api/payments/export', () => {
  it('gives the cashiers the days’ ledger as CSV, amounts in major units', async () => {
    const res = await fetch(`${API_URL}/payments/export?orgId=${orgId}&from=${today}&to=${today}`, {
      headers: { Authorization: `Bearer ${owner.idToken}` },
    });
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toContain('text/csv');
    const lines = (await res.text())
      .replace(/^\ufeff/, '')
      .trim()
      .split('\n');
    expect(lines[0]).toBe(
      'Date,Time,Client,For,Stylist,Method,Status,Amount,Tip,Refunded,Currency,Cash given,Change,Taken by,Payment id',
    );
    expect(lines).toHaveLength(3);
    expect(lines.slice(1).map((l) => l.split(',').slice(2, 12).join(','))).toEqual(
      expect.arrayContaining([
        'Sam Client,Appointment,Leo Martins,Cash,Paid,45.00,9.00,0.00,USD,60.00',
        'Sam Client,Appointment,Leo Martins,Cash,Paid,25.00,5.00,0.00,USD,30.00',
      ]),
    );
  });

  it('refuses a stylist, and a range longer than a year', async () => {
    const stylistRes = await callApi(`/payments/export?orgId=${orgId}&from=${today}&to=${today}`, {
      token: stylist.idToken,
    });
    expect(stylistRes.status).toBe(403);
    const long = await callApi(`/payments/export?orgId=${orgId}&from=2024-01-01&to=2026-01-01`, {
      token: owner.idToken,
    });
    expect(long.status).toBe(400);
  });
});
