// Runs firebase-tools as a child and makes sure nothing it started outlives us:
// the Java emulator is spawned detached by firebase-tools, so a crash of the
// CLI would leave it holding port 8080. We keep track of every descendant.
import { execFileSync, spawn } from 'node:child_process';

function processTable() {
  try {
    const out = execFileSync('ps', ['-A', '-o', 'pid=,ppid='], { encoding: 'utf8' });
    return out
      .trim()
      .split('\n')
      .map((line) => line.trim().split(/\s+/).map(Number));
  } catch {
    return [];
  }
}

function descendantsOf(rootPid) {
  const children = new Map();
  for (const [pid, ppid] of processTable()) {
    if (!children.has(ppid)) children.set(ppid, []);
    children.get(ppid).push(pid);
  }
  const found = [];
  const queue = [rootPid];
  while (queue.length) {
    for (const child of children.get(queue.shift()) ?? []) {
      found.push(child);
      queue.push(child);
    }
  }
  return found;
}

function alive(pid) {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

function signal(pid, sig) {
  try {
    process.kill(pid, sig);
  } catch {
    /* already gone */
  }
}

const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * Spawns a command in its own process group. Ctrl-C (or SIGTERM) asks it to
 * stop gracefully (firebase exports data on SIGINT), then, after `graceMs`,
 * kills whatever it left behind. Resolves with the exit code.
 */
export function runSupervised(command, args, { env, graceMs = 30_000, stdio = 'inherit' } = {}) {
  const child = spawn(command, args, { env, stdio, detached: true });
  const known = new Set();
  const track = setInterval(() => {
    for (const pid of descendantsOf(child.pid)) known.add(pid);
  }, 1000);

  let stopping = false;
  async function stop(sig) {
    if (stopping) return;
    stopping = true;
    for (const pid of descendantsOf(child.pid)) known.add(pid);
    signal(child.pid, sig);
    const deadline = Date.now() + graceMs;
    while (alive(child.pid) && Date.now() < deadline) await sleep(200);
    cleanup();
  }

  function cleanup() {
    clearInterval(track);
    signal(-child.pid, 'SIGKILL');
    for (const pid of known) if (alive(pid)) signal(pid, 'SIGKILL');
  }

  // Ctrl-C and SIGTERM both ask firebase to stop with SIGINT, so it exports first.
  const onSignal = () => void stop('SIGINT').then(() => process.exit(130));
  process.on('SIGINT', onSignal);
  process.on('SIGTERM', onSignal);
  process.on('exit', cleanup);

  const done = new Promise((resolve) => {
    child.on('exit', (code, sig) => {
      for (const pid of descendantsOf(child.pid)) known.add(pid);
      // Give firebase's own shutdown a moment to stop its Java child, then make sure.
      setTimeout(() => {
        cleanup();
        process.off('SIGINT', onSignal);
        process.off('SIGTERM', onSignal);
        resolve(code ?? (sig ? 1 : 0));
      }, 500);
    });
  });
  return { child, done, stop };
}
