// The local mail catcher `npm start` runs (maildev): a real SMTP server whose
// web inbox shows what the functions sent. A SMTP_URL in the environment wins.
import { mkdirSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';

export const MAIL_SMTP_PORT = 1025;
export const MAIL_WEB_PORT = 1080;
/** Where maildev's own web server listens, behind the front door on MAIL_WEB_PORT. */
const MAILDEV_WEB_PORT = 1081;

/**
 * The inbox's front door: maildev 3 serves its page only to requests that say
 * they accept HTML, and answers {"error":"Not found"} at / to anything else
 * (a link opened from a terminal, a preview, curl). Page requests get the
 * inbox; everything else, the live updates' WebSocket included, passes as is.
 */
function inboxFrontDoor(port, target) {
  const server = http.createServer((req, res) => {
    const headers = { ...req.headers };
    const path = (req.url ?? '/').split('?')[0];
    if (req.method === 'GET' && (path === '/' || path === '/index.html'))
      headers.accept = 'text/html';
    const upstream = http.request(
      { host: '127.0.0.1', port: target, path: req.url, method: req.method, headers },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers);
        answer.pipe(res);
      },
    );
    upstream.on('error', () => res.writeHead(502).end('The mail catcher is not answering.'));
    req.pipe(upstream);
  });
  // Upgraded connections leave the HTTP server's books: kept here, to close on stop.
  const piped = new Set();
  server.closeAll = () => {
    server.closeAllConnections();
    for (const s of piped) s.destroy();
  };
  server.on('upgrade', (req, socket, head) => {
    piped.add(socket);
    socket.on('close', () => piped.delete(socket));
    const upstream = net.connect(target, '127.0.0.1', () => {
      const lines = [`${req.method} ${req.url} HTTP/${req.httpVersion}`];
      for (let i = 0; i < req.rawHeaders.length; i += 2)
        lines.push(`${req.rawHeaders[i]}: ${req.rawHeaders[i + 1]}`);
      upstream.write(`${lines.join('\r\n')}\r\n\r\n`);
      if (head.length) upstream.write(head);
      upstream.pipe(socket);
      socket.pipe(upstream);
    });
    piped.add(upstream);
    upstream.on('close', () => piped.delete(upstream));
    const close = () => (upstream.destroy(), socket.destroy());
    upstream.on('error', close);
    socket.on('error', close);
  });
  return new Promise((resolve) => server.listen(port, '127.0.0.1', () => resolve(server)));
}

const portFree = (port) =>
  new Promise((resolve) => {
    const server = net.createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });

export async function startMailCatcher(directory) {
  if (process.env.SMTP_URL) {
    return { smtpUrl: process.env.SMTP_URL, inboxUrl: null, stop: async () => {} };
  }
  for (const port of [MAIL_SMTP_PORT, MAIL_WEB_PORT, MAILDEV_WEB_PORT]) {
    if (!(await portFree(port))) {
      console.error(
        `Port ${port} is in use, so the local mail catcher cannot start. Stop what uses it, ` +
          'or set SMTP_URL to send e-mail through another server.',
      );
      process.exit(1);
    }
  }
  mkdirSync(directory, { recursive: true });
  const { MailDev } = await import('maildev');
  const maildev = new MailDev({
    smtp: MAIL_SMTP_PORT,
    web: MAILDEV_WEB_PORT,
    ip: '127.0.0.1',
    webIp: '127.0.0.1',
    mailDirectory: directory,
    silent: true,
  });
  await maildev.start();
  const door = await inboxFrontDoor(MAIL_WEB_PORT, MAILDEV_WEB_PORT);
  return {
    smtpUrl: `smtp://127.0.0.1:${MAIL_SMTP_PORT}`,
    inboxUrl: `http://localhost:${MAIL_WEB_PORT}`,
    stop: async () => {
      door.closeAll();
      await new Promise((resolve) => door.close(resolve));
      await maildev.stop().catch(() => {});
    },
  };
}
