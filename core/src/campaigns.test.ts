import { describe, expect, it } from 'vitest';
import {
  STARTER_TEMPLATES,
  ZCampaignInput,
  fillPlaceholders,
  hasScript,
  moveCampaign,
  scheduleInstant,
} from './campaigns';

const base = {
  orgId: 'nova',
  name: 'Win back',
  channels: { email: true, sms: false },
  audience: { conditions: [{ kind: 'lapsed', days: 100 }] },
  content: { subject: 'We miss you', html: '<p>Hi {{first_name}}</p>', sms: '' },
};
const issues = (input: unknown) =>
  ZCampaignInput.safeParse(input).error?.issues.map((i) => [i.path.join('.'), i.message]);

describe('a campaign’s input', () => {
  it('takes a plain e-mail campaign, sent now', () => {
    expect(ZCampaignInput.parse(base).schedule).toEqual({ kind: 'now' });
  });

  it.each([
    [
      'no channel',
      { channels: { email: false, sms: false } },
      [['channels', 'Choose e-mail, SMS or both']],
    ],
    [
      'an empty subject',
      { content: { ...base.content, subject: '' } },
      [['content.subject', 'Write a subject']],
    ],
    [
      'a script',
      { content: { ...base.content, html: '<p onclick="x()">Hi</p>' } },
      [['content.html', 'The e-mail cannot contain scripts']],
    ],
    [
      'an unknown placeholder',
      { content: { ...base.content, html: '<p>{{password}}</p>' } },
      [
        [
          'content.html',
          'Use only these placeholders: {{first_name}}, {{salon}}, {{last_service}}, {{stylist}}, {{booking_link}}, {{opening}}',
        ],
      ],
    ],
    [
      'a text over the salon’s two messages',
      { channels: { email: false, sms: true }, content: { ...base.content, sms: 'x'.repeat(300) } },
      [['content.sms', 'With the opt-out line the text takes 3 messages; the salon allows 2']],
    ],
  ])('names the field of %s', (_name, over, expected) => {
    expect(issues({ ...base, ...over })).toEqual(expected);
  });

  it('finds script in its usual disguises', () => {
    for (const html of [
      '<script>x</script>',
      '<a href="javascript:x">',
      '<img src=x onerror=y>',
      '<iframe>',
    ])
      expect(hasScript(html)).toBe(true);
    expect(hasScript('<p>Script writing class on Monday</p>')).toBe(false);
  });
});

describe('a campaign’s status', () => {
  it.each([
    ['draft', 'launch', false, { status: 'sending', changed: true }],
    ['draft', 'launch', true, { status: 'scheduled', changed: true }],
    ['sending', 'launch', false, { status: 'sending', changed: false }],
    ['sending', 'pause', false, { status: 'paused', changed: true }],
    ['paused', 'resume', false, { status: 'sending', changed: true }],
    ['sent', 'pause', false, { error: 'A sent campaign cannot pause.' }],
    ['paused', 'cancel', false, { status: 'cancelled', changed: true }],
  ] as const)('%s, %s (later %s)', (status, action, later, expected) => {
    expect(moveCampaign(status, action, later)).toEqual(expected);
  });

  it('schedules in the salon’s zone', () => {
    expect(
      new Date(
        scheduleInstant({ kind: 'at', date: '2026-12-01', time: '10:00' }, 'America/New_York', 0),
      ).toISOString(),
    ).toBe('2026-12-01T15:00:00.000Z');
  });
});

describe('placeholders and templates', () => {
  it('fills placeholders, escaping for HTML where asked, leaving unknown ones empty', () => {
    const esc = (s: string) => s.replace(/</g, '&lt;');
    expect(
      fillPlaceholders(
        'Hi {{first_name}} of {{ salon }}{{stylist}}',
        { first_name: '<Ana>', salon: 'Nova' },
        esc,
      ),
    ).toBe('Hi &lt;Ana> of Nova');
  });

  it('offers the five starter templates, each valid as a campaign', () => {
    expect(STARTER_TEMPLATES.map((t) => t.key)).toEqual([
      'win_back',
      'new_service',
      'holiday_hours',
      'promotion',
      'birthday',
    ]);
    for (const t of STARTER_TEMPLATES)
      expect(
        issues({
          ...base,
          channels: { email: true, sms: true },
          content: { subject: t.subject, html: t.html, sms: t.sms },
        }),
      ).toBeUndefined();
  });
});
