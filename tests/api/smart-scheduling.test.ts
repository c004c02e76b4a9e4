// Smart scheduling through Hosting: a stylist's Tuesday with gaps nothing on
// the menu fits. The salon's due work learns its service mix; the slot call
// then marks the starts that leave no gap (and still offers every start); the
// schedule call shows the day's figures and the moves that close the gaps;
// asking a client sends them the request by e-mail and moves nothing; their
// yes from the manage link moves the appointment, their no keeps it.
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { zonedInstant } from '@chairside/core/zoned-time';
import { admin, callApi } from '../support/api';
import { nextTuesday, salonWithLeo } from '../support/booking-fixture';
import { API_URL, signUp } from '../support/emulators';
import { linkIn, startMailbox, type Mailbox } from '../support/mailbox';

const TZ = 'America/New_York';
const run = Date.now().toString(36);
const day = nextTuesday(TZ, 3);
const at = (time: string) => new Date(zonedInstant(day, time, TZ)).toISOString();
const email = (who: string) => `${who}-gaps-${run}@example.test`;
let mailbox: Mailbox;
let orgId = '';
const tokens: Record<string, string> = {};
const ids: Record<string, string> = {};

interface Answer {
  staff: { staffId: string; days: { date: string; [k: string]: number | string }[] }[];
  proposals: { bookingId: string; from: string; to: string; saving: number; canAsk: boolean }[];
  requests: { bookingId: string; status: string; to: string }[];
  learned: boolean;
}

const book = async (who: string, time: string) => {
  const answer = await callApi('/booking/create', {
    body: {
      orgId,
      serviceIds: ['mens-cut'],
      staffId: 's-leo',
      start: at(time),
      contact: { firstName: who, lastName: 'Gap', email: email(who), phone: '(718) 555-0142' },
      idempotencyKey: `gaps-${run}-${who}`,
    },
  });
  expect(answer.status).toBe(201);
  ids[who] = answer.body.booking.id;
};

const optimise = (token = tokens['owner'], body: Record<string, unknown> = {}) =>
  callApi('/ai/schedule-optimisation', { token, body: { orgId, from: day, days: 1, ...body } });
const ask = (bookingId: string, start: string | null, token = tokens['owner']) =>
  callApi('/ai/schedule-optimisation/requests', { token, body: { orgId, bookingId, start } });
const slots = async () =>
  (await callApi(`/booking/available-slots/${orgId}?date=${day}&serviceIds=mens-cut`)).body
    .slots as { time: string; recommended?: true }[];

beforeAll(async () => {
  mailbox = await startMailbox();
  const owner = await signUp(`owner-gaps-${run}@chairside.test`);
  tokens['owner'] = owner.idToken;
  // Leo cuts for an hour ($60); Tuesday is open 09:00–18:00.
  orgId = await salonWithLeo(owner.idToken, 'Gap Studio', `gap-studio-${run}`, {
    durationMinutes: 60,
    price: 6000,
  });
  const stylist = await signUp(`stylist-gaps-${run}@chairside.test`);
  await admin()
    .db.doc(`orgs/${orgId}/members/${stylist.uid}`)
    .set({ uid: stylist.uid, role: 'staff', staffId: 's-leo' });
  tokens['stylist'] = stylist.idToken;
  tokens['stranger'] = (await signUp(`stranger-gaps-${run}@chairside.test`)).idToken;
  // 09:00, then 10:30 (a dead half hour between), then 14:15 (45 dead minutes before it
  // and after it, both sides of the afternoon).
  await book('ada', '09:00');
  await book('bea', '10:30');
  await book('cy', '14:15');
}, 60_000);
afterAll(() => mailbox?.close());

describe('recommended starts', () => {
  it('are marked once the salon’s mix is learned, and every start is still offered', async () => {
    // The day's read model follows the bookings a moment later.
    await vi.waitFor(
      async () => {
        const offered = (await slots()).map((s) => s.time);
        // Each of the three appointments is on it.
        for (const taken of ['09:00', '10:00', '14:00']) expect(offered).not.toContain(taken);
      },
      { timeout: 45_000, interval: 300 },
    );
    // The first appointment started the salon's weekly model: its due work learns the mix.
    const mix = admin().db.doc(`orgs/${orgId}/intelligence/schedule`);
    await vi.waitFor(
      async () => {
        await fetch(`${API_URL}/dev/due-work`, { method: 'POST' });
        expect((await mix.get()).data()?.salon).toEqual([{ minutes: 60, value: 6000 }]);
      },
      { timeout: 30_000, interval: 1_000 },
    );
    const ranked = await slots();
    // Every afternoon start loses the same (each stretch holds two cuts whatever): the ones
    // flush with an appointment are marked, the first three of the day.
    expect(ranked.filter((s) => s.recommended).map((s) => s.time)).toEqual([
      '11:30',
      '13:15',
      '15:15',
    ]);
    // Without a learned mix nothing is marked, and the same starts are offered.
    const learned = (await mix.get()).data()!;
    await mix.delete();
    const plain = await slots();
    await mix.set(learned);
    expect(plain.some((s) => s.recommended)).toBe(false);
    expect(ranked.map((s) => s.time)).toEqual(plain.map((s) => s.time));
  });
});

describe('the schedule', () => {
  it('shows the day’s figures and the moves that close its gaps', async () => {
    const answer = await optimise();
    expect(answer.status).toBe(200);
    const body = answer.body as Answer;
    expect(body.learned).toBe(true);
    const leo = body.staff.find((s) => s.staffId === 's-leo')!;
    expect(leo.days[0]).toMatchObject({
      date: day,
      workingMinutes: 540,
      bookedMinutes: 180,
      // The half hour before 10:30 holds no cut; 45 minutes either side of 14:15 are lost
      // too (two and three-quarter hours hold two cuts): $120 in all.
      gapMinutes: 30,
      lostValue: 12000,
    });
    const moves = Object.fromEntries(body.proposals.map((p) => [p.bookingId, p]));
    expect(moves[ids['bea']!]).toMatchObject({ from: at('10:30'), to: at('10:00'), canAsk: true });
    expect(moves[ids['cy']!]?.from).toBe(at('14:15'));
    expect(body.proposals.every((p) => p.saving > 0)).toBe(true);
  });

  it('is for owners, managers and the desk; bad input is refused clearly', async () => {
    expect((await optimise(tokens['stylist'])).status).toBe(403);
    expect([403, 404]).toContain((await optimise(tokens['stranger'])).status);
    expect(
      (await callApi('/ai/schedule-optimisation', { body: { orgId, from: day } })).status,
    ).toBe(401);
    const tooLong = await optimise(tokens['owner'], { days: 30 });
    expect(tooLong.status).toBe(400);
    expect(JSON.stringify(tooLong.body)).toContain('at most 14 days');
    expect((await optimise(tokens['owner'], { from: '27/11/2026' })).status).toBe(400);
    expect((await ask('no-such-booking', at('10:00'))).status).toBe(404);
  });
});

describe('asking a client to move', () => {
  it('e-mails them, moves nothing, and their yes moves the appointment', async () => {
    const asked = await ask(ids['bea']!, at('10:00'));
    expect(asked.status).toBe(200);
    expect(asked.body.request).toMatchObject({ status: 'pending', to: at('10:00') });
    const mail = await mailbox.waitFor(email('bea'), /^Could you come at/);
    expect(mail.text).toContain('Nothing changes unless you say yes');
    const booking = await admin().db.doc(`orgs/${orgId}/bookings/${ids['bea']}`).get();
    expect(booking.data()?.startTime.toDate().toISOString()).toBe(at('10:30'));
    // The pending request is listed, and not proposed again.
    const listed = (await optimise()).body as Answer;
    expect(listed.requests).toContainEqual(
      expect.objectContaining({ bookingId: ids['bea'], status: 'pending' }),
    );
    expect(listed.proposals.map((p) => p.bookingId)).not.toContain(ids['bea']);

    const token = decodeURIComponent(new URL(linkIn(mail, 'http')).searchParams.get('manage')!);
    const view = await callApi(`/booking/manage/${encodeURIComponent(token)}`, { method: 'GET' });
    expect(view.body.proposal).toMatchObject({ start: at('10:00'), status: 'pending' });
    const yes = await callApi(`/booking/manage/${encodeURIComponent(token)}/proposal`, {
      body: { accept: true },
    });
    expect(yes.status).toBe(200);
    expect(yes.body.booking.start).toBe(at('10:00'));
    expect(yes.body.proposal).toBeNull();
    // The answer cannot be given twice.
    const again = await callApi(`/booking/manage/${encodeURIComponent(token)}/proposal`, {
      body: { accept: true },
    });
    expect(again.status).toBe(409);
    await mailbox.waitFor(email('bea'), /^Moved:/);
    const after = (await optimise()).body as Answer;
    expect(after.staff[0]!.days[0]!['lostValue']).toBeLessThan(12000);
  });

  it('keeps the time when the client says no, and a withdrawn request cannot be answered', async () => {
    const first = (await optimise()).body as Answer;
    const move = first.proposals.find((p) => p.bookingId === ids['cy'])!;
    expect(move).toBeDefined();
    expect((await ask(ids['cy']!, move.to)).status).toBe(200);
    const mail = await mailbox.waitFor(email('cy'), /^Could you come at/);
    const token = encodeURIComponent(
      decodeURIComponent(new URL(linkIn(mail, 'http')).searchParams.get('manage')!),
    );
    const no = await callApi(`/booking/manage/${token}/proposal`, { body: { accept: false } });
    expect(no.status).toBe(200);
    expect(no.body.booking.start).toBe(at('14:15'));
    expect(no.body.proposal).toMatchObject({ status: 'declined' });
    const listed = (await optimise()).body as Answer;
    expect(listed.requests).toContainEqual(
      expect.objectContaining({ bookingId: ids['cy'], status: 'declined' }),
    );
    // Declined: not proposed again.
    expect(listed.proposals.map((p) => p.bookingId)).not.toContain(ids['cy']);

    // Ada is asked, then the salon withdraws before she answers.
    expect((await ask(ids['ada']!, at('12:00'))).status).toBe(200);
    const adaMail = await mailbox.waitFor(email('ada'), /^Could you come at/);
    expect((await ask(ids['ada']!, null)).body.request).toBeNull();
    const adaToken = encodeURIComponent(
      decodeURIComponent(new URL(linkIn(adaMail, 'http')).searchParams.get('manage')!),
    );
    const late = await callApi(`/booking/manage/${adaToken}/proposal`, { body: { accept: true } });
    expect(late.status).toBe(409);
    expect(late.body.error.message).toBe('The salon no longer asks to move this appointment.');
  });

  it('refuses a time the stylist is not free', async () => {
    const taken = await ask(ids['ada']!, at('14:30'));
    expect(taken.status).toBe(409);
    expect(taken.body.error.message).toContain('no longer free');
  });
});
