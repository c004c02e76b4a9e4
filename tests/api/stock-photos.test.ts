// Unsplash hears of each stock photo once, however many people see the page:
// Unsplash's download endpoint is stubbed at the network boundary.
import { http, HttpResponse } from 'msw';
import { setupServer } from 'msw/node';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type * as StockModule from '../../functions/src/sites/stock-photos';

const run = Date.now();
const downloads: string[] = [];
const server = setupServer(
  http.get('https://api.unsplash.com/photos/:id/download', ({ params, request }) => {
    if (request.headers.get('authorization') !== 'Client-ID test-unsplash-key') {
      return HttpResponse.json(
        { errors: ['OAuth error: The access token is invalid'] },
        { status: 401 },
      );
    }
    downloads.push(String(params['id']));
    return HttpResponse.json({ url: `https://images.unsplash.com/photo-${String(params['id'])}` });
  }),
);
let stock: typeof StockModule;

beforeAll(async () => {
  process.env['UNSPLASH_ACCESS_KEY'] = 'test-unsplash-key';
  server.listen({ onUnhandledRequest: 'bypass' });
  stock = await import('../../functions/src/sites/stock-photos');
});
afterAll(() => {
  server.close();
  delete process.env['UNSPLASH_ACCESS_KEY'];
});

const hero = (photo: string) => ({
  component_instance_id: `hero-${photo}`,
  component_type: 'Hero',
  props: { unsplash_photo_id: photo },
});

describe('stock photo downloads', () => {
  it('are counted once per photo when a site is published, not on each view', async () => {
    const a = `salon-a-${run}`;
    const b = `salon-b-${run}`;
    await stock.trackPublishedPhotos([
      { components: [hero(a), hero(b)] },
      { components: [hero(a)] },
    ]);
    expect(downloads.filter((d) => d === a || d === b).sort()).toEqual([a, b].sort());
    // Visitors' pages ask again on every view: Unsplash hears nothing more.
    for (let i = 0; i < 5; i++) expect(await stock.trackStockPhoto(a)).toBe(false);
    await stock.trackPublishedPhotos([{ components: [hero(a), hero(b)] }]);
    expect(downloads.filter((d) => d === a || d === b)).toHaveLength(2);
  });

  it('a photo Unsplash did not hear of is counted on the next try', async () => {
    const photo = `flaky-${run}`;
    server.use(
      http.get(
        `https://api.unsplash.com/photos/${photo}/download`,
        () => new HttpResponse(null, { status: 503 }),
        {
          once: true,
        },
      ),
    );
    await expect(stock.trackStockPhoto(photo)).rejects.toMatchObject({
      message: 'Unsplash answered 503.',
    });
    expect(await stock.trackStockPhoto(photo)).toBe(true);
    expect(downloads.filter((d) => d === photo)).toHaveLength(1);
  });
});
