// Bundles the functions into lib/index.js. Runtime dependencies stay external
// (the deploy installs them); workspace code such as @chairside/core is bundled in.
import { build, context } from 'esbuild';
import { copyFileSync, existsSync, mkdirSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));

const options = {
  absWorkingDir: fileURLToPath(new URL('.', import.meta.url)),
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
  bundle: true,
  platform: 'node',
  format: 'cjs',
  target: 'node20',
  sourcemap: 'linked',
  external: Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]),
  logLevel: 'warning',
};

// The page templates Vite built (web/dist-html) travel with the functions: the
// `pages` function fills them in. Build the web app first.
function copyTemplates() {
  const from = new URL('../web/dist-html/', import.meta.url);
  const to = new URL('./lib/templates/', import.meta.url);
  mkdirSync(to, { recursive: true });
  for (const name of ['app.html', 'site.html', 'blog.html', 'site-blog.html', 'auth.html']) {
    if (!existsSync(new URL(name, from))) {
      console.error(`web/dist-html/${name} is missing: run \`npm run build -w web\` first.`);
      process.exit(1);
    }
    copyFileSync(new URL(name, from), new URL(name, to));
  }
}

copyTemplates();
if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
