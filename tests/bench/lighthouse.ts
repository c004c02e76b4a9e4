// Lighthouse (the npm package) in Debian's Chromium, shared by the benchmarks.
// Each page is measured several times and the run with the median performance
// score is reported, as Lighthouse's own guidance recommends: one simulated run
// on a busy two-core machine varies by several points.
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import type { Result } from 'lighthouse';

type FormFactor = 'mobile' | 'desktop';

const DESKTOP = {
  screenEmulation: {
    mobile: false,
    width: 1350,
    height: 940,
    deviceScaleFactor: 1,
    disabled: false,
  },
  throttling: {
    rttMs: 40,
    throughputKbps: 10240,
    cpuSlowdownMultiplier: 1,
    requestLatencyMs: 0,
    downloadThroughputKbps: 0,
    uploadThroughputKbps: 0,
  },
};
const MOBILE = {
  screenEmulation: {
    mobile: true,
    width: 412,
    height: 823,
    deviceScaleFactor: 1.75,
    disabled: false,
  },
};

export interface LighthouseFigures {
  version: string;
  performance: number;
  accessibility: number;
  bestPractices: number;
  seo: number;
  metrics: string;
  failing: string[];
  runs: number[];
}

export async function withChrome<T>(work: (port: number) => Promise<T>): Promise<T> {
  const chrome = await chromeLauncher.launch({
    chromePath: process.env['CHROME_PATH'] ?? '/usr/bin/chromium',
    chromeFlags: ['--headless=new', '--no-sandbox', '--disable-gpu'],
  });
  try {
    return await work(chrome.port);
  } finally {
    chrome.kill();
  }
}

export async function measure(
  port: number,
  url: string,
  formFactor: FormFactor,
  runs = Number(process.env['LIGHTHOUSE_RUNS'] ?? 3),
): Promise<LighthouseFigures> {
  const results: Result[] = [];
  for (let i = 0; i < runs; i++) {
    const result = await lighthouse(
      url,
      { port, output: 'json', logLevel: 'error' },
      {
        extends: 'lighthouse:default',
        settings: {
          onlyCategories: ['performance', 'accessibility', 'best-practices', 'seo'],
          formFactor,
          ...(formFactor === 'desktop' ? DESKTOP : MOBILE),
        },
      },
    );
    results.push(result!.lhr);
  }
  const perf = (l: Result) => l.categories['performance']?.score ?? 0;
  const sorted = [...results].sort((a, b) => perf(a) - perf(b));
  const lhr = sorted[Math.floor(sorted.length / 2)]!;
  const score = (id: string) => Math.round((lhr.categories[id]?.score ?? 0) * 100);
  const shown = (id: string) => lhr.audits[id]?.displayValue ?? '';
  return {
    version: lhr.lighthouseVersion,
    performance: score('performance'),
    accessibility: score('accessibility'),
    bestPractices: score('best-practices'),
    seo: score('seo'),
    metrics: `FCP ${shown('first-contentful-paint')}, LCP ${shown('largest-contentful-paint')}, TBT ${shown('total-blocking-time')}, CLS ${shown('cumulative-layout-shift')}, main thread ${shown('mainthread-work-breakdown')}`,
    failing: Object.values(lhr.categories)
      .flatMap((c) => c.auditRefs.filter((r) => r.weight > 0).map((r) => lhr.audits[r.id]!))
      .filter((a) => a.score !== null && a.score < 0.9)
      .map((a) => `${a.id} (${a.score})`),
    runs: results.map((l) => Math.round(perf(l) * 100)),
  };
}

export function printFigures(label: string, f: LighthouseFigures) {
  console.log(
    `\nLighthouse ${f.version} ${label}: performance ${f.performance}, accessibility ${f.accessibility}, best practices ${f.bestPractices}, SEO ${f.seo}`,
  );
  console.log(`  ${f.metrics}`);
  console.log(`  performance over ${f.runs.length} runs: ${f.runs.join(', ')} (median shown)`);
  if (f.failing.length) console.log(`  audits below 0.9: ${f.failing.join(', ')}`);
}
