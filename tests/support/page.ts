import { request } from 'node:http';

export interface PageAnswer {
  status: number;
  reads: string | null;
  location: string | null;
  contentType: string | null;
  /** Content-Security-Policy */
  csp: string | null;
  cacheControl: string | null;
  html: string;
}

/**
 * GETs a page through Hosting as a browser at `host` would. fetch() always
 * sends the URL's own Host; node:http lets the test be any host.
 */
export function page(host: string, path = '/'): Promise<PageAnswer> {
  return new Promise((resolve, reject) => {
    const req = request({ host: '127.0.0.1', port: 5000, path, headers: { Host: host } }, (res) => {
      let html = '';
      res.setEncoding('utf8');
      res.on('data', (chunk: string) => (html += chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          reads: (res.headers['x-firestore-reads'] as string) ?? null,
          location: res.headers.location ?? null,
          contentType: res.headers['content-type'] ?? null,
          csp: (res.headers['content-security-policy'] as string) ?? null,
          cacheControl: res.headers['cache-control'] ?? null,
          html,
        }),
      );
    });
    req.on('error', reject);
    req.end();
  });
}
