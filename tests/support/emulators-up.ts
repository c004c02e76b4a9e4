import net from 'node:net';
import { AUTH_HOST, FIRESTORE_HOST } from './emulators';

function reachable(hostPort: string) {
  const [host = '127.0.0.1', port = '0'] = hostPort.split(':');
  return new Promise<boolean>((resolve) => {
    const socket = net.connect({ host, port: Number(port) });
    socket.setTimeout(2000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

/** Fails the run at once, with what to do, when an emulator is not up. */
export default async function emulatorsUp() {
  const needed = [
    ['Firestore', FIRESTORE_HOST],
    ['Auth', AUTH_HOST],
    ['Functions', '127.0.0.1:5001'],
    ['Hosting', '127.0.0.1:5000'],
  ] as const;
  const down: string[] = [];
  for (const [name, hostPort] of needed) {
    if (!(await reachable(hostPort))) down.push(`${name} (${hostPort})`);
  }
  if (down.length) {
    throw new Error(
      `The emulator tests need the Firebase emulators, and these are not running: ${down.join(', ')}. ` +
        'Run them through `npm test` (or `npm run test:emulators`), which starts the emulators first.',
    );
  }
}
