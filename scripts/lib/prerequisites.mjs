// Checks what the emulators need before anything starts, and says what to install.
import { spawnSync } from 'node:child_process';

const MIN_NODE = [20, 19];
const MIN_JAVA = 17;

export function checkPrerequisites() {
  const problems = [];
  const [major, minor] = process.versions.node.split('.').map(Number);
  if (major < MIN_NODE[0] || (major === MIN_NODE[0] && minor < MIN_NODE[1])) {
    problems.push(
      `Node.js ${MIN_NODE.join('.')} or newer is needed (this is ${process.versions.node}). ` +
        'Install Node 20 LTS or 22 LTS from https://nodejs.org or with your package manager.',
    );
  }
  const java = spawnSync('java', ['-version'], { encoding: 'utf8' });
  if (java.error || java.status !== 0) {
    problems.push(
      `Java ${MIN_JAVA} or newer is needed by the Firestore emulator and was not found. ` +
        'Install it, for example `apt-get install -y openjdk-17-jre-headless` (Debian/Ubuntu) ' +
        'or `brew install openjdk@17` (macOS).',
    );
  } else {
    const text = `${java.stderr}${java.stdout}`;
    const found = /version "(\d+)(?:\.(\d+))?/.exec(text);
    const javaMajor = found ? (found[1] === '1' ? Number(found[2]) : Number(found[1])) : 0;
    if (javaMajor < MIN_JAVA) {
      problems.push(
        `Java ${MIN_JAVA} or newer is needed (found ${found ? found[0] : 'an unknown version'}). ` +
          'Install OpenJDK 17 or 21 and make it the `java` on your PATH.',
      );
    }
  }
  if (problems.length) {
    console.error(`\nChairside cannot start the emulators:\n- ${problems.join('\n- ')}\n`);
    process.exit(1);
  }
}
