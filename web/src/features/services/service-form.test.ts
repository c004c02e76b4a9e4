import { describe, expect, it } from 'vitest';
import { emptyServiceForm, serviceFormSchema, serviceToForm } from './service-form';

const schema = serviceFormSchema('USD');

describe('the service editor’s form', () => {
  it('turns typed text into a service in minor units', () => {
    const values = {
      ...emptyServiceForm('Colour', ['ana', 'ben']),
      name: 'Full colour',
      durationMinutes: '120',
      price: '145.50',
      processingMinutes: '35',
      finishingMinutes: '20',
      staffOverrides: {
        ben: { price: '165', durationMinutes: '' },
        ana: { price: '', durationMinutes: '' },
      },
    };
    const service = schema.parse(values);
    expect(service).toMatchObject({
      price: 14550,
      currency: 'USD',
      durationMinutes: 120,
      processingMinutes: 35,
      finishingMinutes: 20,
      staffIds: ['ana', 'ben'],
      staffOverrides: { ben: { price: 16500, durationMinutes: null } },
    });
    expect(serviceToForm(service).price).toBe('145.50');
    expect(serviceToForm(service).staffOverrides.ben?.price).toBe('165');
  });

  it('reports a missing or unreadable price on the price field', () => {
    const blank = schema.safeParse({ ...emptyServiceForm('Cuts', []), name: 'Cut' });
    expect(blank.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['price', 'Enter a price'],
    ]);
    const words = schema.safeParse({ ...emptyServiceForm('Cuts', []), name: 'Cut', price: 'ten' });
    expect(words.error?.issues[0]?.path).toEqual(['price']);
  });

  it('drops the overrides of stylists who no longer perform the service', () => {
    const service = schema.parse({
      ...emptyServiceForm('Cuts', ['ana']),
      name: 'Cut',
      price: '40',
      staffOverrides: { ben: { price: '60', durationMinutes: '' } },
    });
    expect(service.staffOverrides).toEqual({});
  });
});
