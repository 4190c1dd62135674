import { describe, expect, it } from 'vitest';
import { tokensFromHash } from '../src/features/auth/SsoPage.tsx';

const hash = (values: Record<string, string>) => `#${new URLSearchParams(values).toString()}`;
const full = {
  access_token: 'a',
  refresh_token: 'r',
  id_token: 'i',
  tenantId: '00000000-0000-4000-8000-000000000001',
  expires_in: '600',
};

describe('a session handed over in the /sso fragment', () => {
  it('becomes the contract token set, Bearer by default', () => {
    expect(tokensFromHash(hash(full))).toEqual({ ...full, expires_in: 600, token_type: 'Bearer' });
  });

  it('is refused when a value is missing', () => {
    const { id_token: _dropped, ...partial } = full;
    expect(tokensFromHash(hash(partial))).toBeNull();
  });

  it('is refused with an expiry that is not a number', () => {
    expect(tokensFromHash(hash({ ...full, expires_in: 'soon' }))).toBeNull();
  });

  it('is refused with a token type the contract does not know', () => {
    expect(tokensFromHash(hash({ ...full, token_type: 'MAC' }))).toBeNull();
  });
});
