import { describe, expect, it } from 'vitest';
import { blogContracts } from '@chairside/core/contracts/blog';
import { retailContracts } from '@chairside/core/contracts/retail';
import { contractKey, contractPrefix } from './contract-keys';

describe('cache keys from contracts', () => {
  it('are the same for the same call wherever it is made, and differ by its arguments', () => {
    const a = contractKey(blogContracts.page, { query: { path: '/blog', search: '' } });
    const b = contractKey(blogContracts.page, { query: { path: '/blog', search: '' } });
    const c = contractKey(blogContracts.page, { query: { path: '/blog/x', search: '' } });
    expect(a).toEqual(b);
    expect(a).not.toEqual(c);
  });

  it('tell reads by POST apart by their body', () => {
    const june = contractKey(retailContracts.report, {
      body: { orgId: 'o', from: '2026-06-01', to: '2026-06-30' },
    });
    const july = contractKey(retailContracts.report, {
      body: { orgId: 'o', from: '2026-07-01', to: '2026-07-31' },
    });
    expect(june).not.toEqual(july);
  });

  it("start with the contract's prefix, which a write refreshes them by", () => {
    const key = contractKey(blogContracts.post, { params: { id: 'p1' } });
    expect(key.slice(0, 3)).toEqual([...contractPrefix(blogContracts.post)]);
    expect(contractPrefix(blogContracts.post)).not.toEqual(contractPrefix(blogContracts.posts));
  });
});
