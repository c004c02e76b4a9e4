// A second start while one runs gets a clear message instead of a port crash.
import { readFileSync } from 'node:fs';
import net from 'node:net';

function portInUse(port, host) {
  return new Promise((resolve) => {
    const socket = net.connect({ port, host });
    socket.setTimeout(1000);
    socket.once('connect', () => (socket.destroy(), resolve(true)));
    socket.once('timeout', () => (socket.destroy(), resolve(false)));
    socket.once('error', () => resolve(false));
  });
}

export function emulatorPorts(firebaseJsonPath, only) {
  const config = JSON.parse(readFileSync(firebaseJsonPath, 'utf8')).emulators;
  const ports = [];
  for (const [name, value] of Object.entries(config)) {
    if (!value?.port) continue;
    const wanted = only.includes(name) || ['hub', 'logging'].includes(name);
    if (wanted) ports.push({ name, port: value.port, host: value.host ?? '127.0.0.1' });
    if (name === 'firestore' && only.includes('firestore') && value.websocketPort) {
      ports.push({ name: 'firestore websocket', port: value.websocketPort, host: value.host });
    }
  }
  return ports;
}

/** Exits with a clear message if any port the emulators need is taken. */
export async function assertPortsFree(ports, { lockInfo } = {}) {
  const busy = [];
  for (const p of ports) if (await portInUse(p.port, p.host)) busy.push(p);
  if (!busy.length) return;
  const list = busy.map((p) => `${p.port} (${p.name})`).join(', ');
  if (lockInfo) {
    console.error(
      `\nChairside's emulators are already running (started by process ${lockInfo.pid} at ` +
        `${lockInfo.startedAt}).\nOpen ${lockInfo.appUrl}, or stop that run with Ctrl-C in its ` +
        'terminal before starting another.\n',
    );
  } else {
    console.error(
      `\nCannot start the emulators: port ${list} ${busy.length > 1 ? 'are' : 'is'} in use by ` +
        'another program.\nStop it (find it with `lsof -i :PORT` or `ss -ltnp`) and try again.\n',
    );
  }
  process.exit(1);
}
