import JSZip from 'jszip';
import { describe, expect, it } from 'vitest';
import { zipProblem } from './zip-guard';

const zipOf = async (
  files: Record<string, string>,
  compression: 'DEFLATE' | 'STORE' = 'DEFLATE',
) => {
  const zip = new JSZip();
  for (const [name, text] of Object.entries(files)) zip.file(name, text);
  return zip.generateAsync({ type: 'nodebuffer', compression });
};

describe('zipProblem', () => {
  it('passes an ordinary workbook, compressed or stored', async () => {
    const files = { 'xl/worksheets/sheet1.xml': '<worksheet>'.repeat(1000), 'a.xml': '<a/>' };
    expect(zipProblem(await zipOf(files))).toBeNull();
    expect(zipProblem(await zipOf(files, 'STORE'))).toBeNull();
  });
  it('stops a zip that unpacks past the ceiling, whatever it claims', async () => {
    const bomb = await zipOf({ 'sheet.xml': 'a'.repeat(8 * 1024 * 1024) });
    expect(bomb.length).toBeLessThan(64 * 1024);
    expect(zipProblem(bomb, 4 * 1024 * 1024)).toBe('too large');
    expect(zipProblem(bomb, 16 * 1024 * 1024)).toBeNull();
    // Two entries that each fit but together do not.
    const pair = await zipOf({ 'a.xml': 'a'.repeat(3 << 20), 'b.xml': 'b'.repeat(3 << 20) });
    expect(zipProblem(pair, 4 * 1024 * 1024)).toBe('too large');
  });
  it('calls a truncated or fake zip broken', async () => {
    const real = await zipOf({ 'a.xml': 'hello' });
    expect(zipProblem(real.subarray(0, real.length - 10))).toBe('broken');
    expect(zipProblem(Buffer.concat([Buffer.from('PK\x03\x04'), Buffer.alloc(100, 7)]))).toBe(
      'broken',
    );
  });
});
