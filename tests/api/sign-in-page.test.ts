// The sign-in page through Hosting: rendered by the pages function, its own
// light document (no app), the links our e-mails carry left to the app.
import { request } from 'node:http';
import { describe, expect, it } from 'vitest';
import { page } from '../support/page';

const APP = 'localhost:5000';

describe('the sign-in page', () => {
  it('arrives rendered, with its title, its next and a policy without the app’s services', async () => {
    const res = await page(APP, '/login?next=%2Fclients%3Fq%3Dana');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Sign in · Chairside</title>');
    expect(res.html).toContain('<h1 id="ca-title">Sign in</h1>');
    expect(res.html).toMatch(/<label for="ca-email">E-mail<\/label>/);
    // The way on to sign-up keeps where the visitor was going.
    expect(res.html).toContain('href="/signup?next=%2Fclients%3Fq%3Dana"');
    expect(res.html).toContain('"next":"/clients?q=ana"');
    expect(res.html).not.toContain('<div id="root">');
    expect(res.csp).toContain("frame-ancestors 'self';");
    expect(res.csp).not.toContain('stripe');
    expect(res.cacheControl).toBe('public, max-age=0, s-maxage=300');
  });

  it('renders sign-up at /signup, in any letter case', async () => {
    const res = await page(APP, '/SignUp');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<title>Create your account · Chairside</title>');
    expect(res.html).toContain('<label for="ca-name">Your name</label>');
    expect(res.html).toContain('At least 8 characters');
  });

  it('cannot be made to carry markup in its next', async () => {
    const res = await page(
      APP,
      `/login?next=${encodeURIComponent('/"><script>alert(1)</script>')}`,
    );
    expect(res.status).toBe(200);
    expect(res.html).not.toContain('<script>alert(1)</script>');
  });

  it('leaves the links our e-mails carry to the app', async () => {
    const res = await page(APP, '/login?mode=verifyEmail&oobCode=abc');
    expect(res.status).toBe(200);
    expect(res.html).toContain('<div id="root">');
  });

  it('answers a form sent before its script ran with the page again, reading nothing', async () => {
    const answer = await new Promise<{ status: number; location?: string }>((resolve, reject) => {
      const req = request(
        {
          host: '127.0.0.1',
          port: 5000,
          method: 'POST',
          path: '/login?next=%2Fdashboard',
          headers: { Host: APP, 'Content-Type': 'application/x-www-form-urlencoded' },
        },
        (res) => {
          res.resume();
          resolve({ status: res.statusCode ?? 0, location: res.headers.location });
        },
      );
      req.on('error', reject);
      req.end('email=a%40b.test&password=secret');
    });
    expect(answer).toEqual({ status: 303, location: '/login?next=%2Fdashboard' });
  });
});
