import { describe, expect, it } from 'vitest';
import { cropFor, postProblems } from './social';

const photo = { kind: 'image' as const, width: 1080, height: 1350 };

describe('a post for each network', () => {
  it('fits Instagram, and says in words what does not', () => {
    expect(postProblems('instagram', { caption: 'Fresh balayage #hair', media: photo })).toEqual(
      [],
    );
    const tags = Array.from({ length: 31 }, (_, i) => `#t${i}`).join(' ');
    expect(postProblems('instagram', { caption: tags, media: photo })).toEqual([
      'Instagram takes up to 30 hashtags; this caption has 31.',
    ]);
    expect(postProblems('pinterest', { caption: 'x'.repeat(501), media: photo })).toEqual([
      'Pinterest takes a caption of up to 500 characters; this one has 501.',
    ]);
  });

  it('says plainly that TikTok wants a video', () => {
    expect(postProblems('tiktok', { caption: 'Cut', media: photo })[0]).toMatch(
      /^TikTok takes a video/,
    );
  });
});

describe('the crop a picture needs', () => {
  it('keeps a picture that fits, and centres the crop of one that does not', () => {
    expect(cropFor('instagram', 1080, 1350)).toEqual({ x: 0, y: 0, width: 1080, height: 1350 });
    // A tall phone photo (9:16) for Instagram's 4:5 at most.
    expect(cropFor('instagram', 1080, 1920)).toEqual({ x: 0, y: 285, width: 1080, height: 1350 });
    // A wide one for TikTok's 9:16.
    expect(cropFor('tiktok', 1920, 1080)).toEqual({ x: 656, y: 0, width: 608, height: 1080 });
  });
});
