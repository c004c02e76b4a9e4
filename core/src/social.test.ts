import { describe, expect, it } from 'vitest';
import { ZSocialPostInput, cropFor, postProblems, postStatus, retryDelayMs } from './social';

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

  it('takes a photo on TikTok (a photo post), and says plainly Pinterest takes no video here', () => {
    expect(postProblems('tiktok', { caption: 'Cut', media: photo })).toEqual([]);
    expect(
      postProblems('pinterest', { caption: 'Cut', media: { ...photo, kind: 'video' } }),
    ).toEqual(['Pinterest here takes pictures, not videos.']);
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

describe('a post’s state from each network’s', () => {
  it('is posting while one waits, then posted, partly or failed', () => {
    expect(postStatus(['posted', 'processing'])).toBe('posting');
    expect(postStatus(['posted', 'posted'])).toBe('posted');
    expect(postStatus(['posted', 'failed'])).toBe('partly');
    expect(postStatus(['failed'])).toBe('failed');
  });

  it('waits longer after each failed try', () => {
    expect([1, 2, 3].map(retryDelayMs)).toEqual([120_000, 240_000, 480_000]);
  });

  it('refuses a post without a network, caption or photo, by field', () => {
    const r = ZSocialPostInput.safeParse({
      orgId: 'nova',
      networks: [],
      caption: ' ',
      photoId: '',
    });
    expect(r.success).toBe(false);
    expect(r.error!.issues.map((i) => i.path[0]).sort()).toEqual([
      'caption',
      'networks',
      'photoId',
    ]);
  });
});
