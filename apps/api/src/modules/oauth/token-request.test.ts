import { hashClientSecret } from '@chairside/db';
import { describe, expect, it } from 'vitest';
import { ApiError } from '../../http/api-error';
import { basicCredentials, secretMatches, tokenRequestParams } from './token-request';

describe('tokenRequestParams', () => {
  it('reads unencoded and encoded forms alike', () => {
    expect(
      Object.fromEntries(
        tokenRequestParams('grant_type=client_credentials&scope=view_categories:aces view_content:aces'),
      ),
    ).toEqual({
      grant_type: 'client_credentials',
      scope: 'view_categories:aces view_content:aces',
    });
    expect(tokenRequestParams('scope=view_categories%3Aaces+view_content%3Aaces').get('scope')).toBe(
      'view_categories:aces view_content:aces',
    );
  });

  it('merges query and body, refusing a parameter given twice', () => {
    expect(Object.fromEntries(tokenRequestParams('grant_type=client_credentials', 'scope=a:aces'))).toEqual({
      grant_type: 'client_credentials',
      scope: 'a:aces',
    });
    expect(() => tokenRequestParams('scope=a', 'scope=b')).toThrow(ApiError);
    expect(() => tokenRequestParams(undefined, 'x=1&x=1')).toThrow("The parameter 'x' was given more than once.");
  });
});

describe('basicCredentials', () => {
  it('splits at the first colon, keeping colons in the secret', () => {
    expect(basicCredentials(`Basic ${btoa('storefront:se:cret')}`)).toEqual({
      clientId: 'storefront',
      clientSecret: 'se:cret',
    });
    expect(basicCredentials(`basic ${btoa('a:')}`)).toEqual({ clientId: 'a', clientSecret: '' });
  });

  it.each([undefined, '', 'Bearer abc', `Basic ${btoa('no-colon')}`, `Basic ${btoa(':secret')}`, 'Basic !!!'])(
    'gives nothing for %j',
    (header) => {
      expect(basicCredentials(header)).toBeUndefined();
    },
  );
});

describe('secretMatches', () => {
  it('compares with the stored sha256 hash', () => {
    const stored = hashClientSecret('storefront-demo-secret');
    expect(secretMatches('storefront-demo-secret', stored)).toBe(true);
    expect(secretMatches('storefront-demo-secreT', stored)).toBe(false);
    expect(secretMatches('storefront-demo-secret', 'plain-text')).toBe(false);
  });
});
