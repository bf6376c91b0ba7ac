import { describe, expect, it } from 'vitest';
import { isLoginRequired } from '@/lib/proxy/account-routes';
import { isAssetPath, isMalformedPath } from '@/lib/proxy/paths';
import { safeRedirectPath } from './redirect';
import { isSameOriginRequest, mayChangeState } from './same-origin';

describe('safeRedirectPath', () => {
  it.each(['/customer/account/addresses', '/product/x?y=1#z', '/'])('keeps our own path %s', (path) =>
    expect(safeRedirectPath(path)).toBe(path),
  );
  it.each([
    'https://evil.example',
    '//evil.example',
    '/\\evil.example',
    'evil.example',
    '',
    '/a\nb',
    'javascript:alert(1)',
    undefined,
    ['/x'],
  ])('refuses %s', (value) => expect(safeRedirectPath(value)).toBe('/customer/account'));
});

describe('isSameOriginRequest', () => {
  const post = (headers: Record<string, string>) =>
    new Request('http://shop.example/customer/account/logout', { method: 'POST', headers });
  it('accepts same-origin fetch metadata or a matching Origin', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-origin' }))).toBe(true);
    expect(isSameOriginRequest(post({ origin: 'http://shop.example', host: 'shop.example' }))).toBe(true);
  });
  it('refuses cross-site, same-site, null and missing origins', () => {
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'cross-site', origin: 'http://shop.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ 'sec-fetch-site': 'same-site' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'null', host: 'shop.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ origin: 'https://evil.example', host: 'shop.example' }))).toBe(false);
    expect(isSameOriginRequest(post({ host: 'shop.example' }))).toBe(false);
  });
});

describe('mayChangeState', () => {
  it.each(['GET', 'HEAD', 'OPTIONS', 'get'])('%s only reads', (method) => expect(mayChangeState(method)).toBe(false));
  it.each(['POST', 'PUT', 'PATCH', 'DELETE', 'PROPFIND', 'post'])('%s must prove it is same-origin', (method) =>
    expect(mayChangeState(method)).toBe(true),
  );
});

describe('request paths', () => {
  it.each(['/product/%ff', '/category/%ff', '/catalog/%ff', '/product/abc%', '/product/%e2%82', '/media/%c0/1.svg'])(
    '%s does not decode',
    (path) => expect(isMalformedPath(path)).toBe(true),
  );
  it.each(['/product/a%2Fb', '/search', '/category/%C3%A9clat', '/product/%00'])('%s decodes', (path) =>
    expect(isMalformedPath(path)).toBe(false),
  );
  it.each(['/media/products/x/1.svg', '/downloads/x.pdf', '/_next/image', '/favicon.ico'])('%s is a file', (path) =>
    expect(isAssetPath(path)).toBe(true),
  );
  it.each(['/', '/mediathek', '/customer/account', '/icon.svg'])('%s is a page', (path) =>
    expect(isAssetPath(path)).toBe(false),
  );
});

describe('isLoginRequired', () => {
  it.each([
    '/customer/account',
    '/customer/account/',
    '/customer/profile/edit',
    '/customer/account/addresses',
    '/checkout',
    '/customer/account/invoices/42',
    '/customer/account/invoices/payment/42',
    '/customer/account/switchoffice',
    '/customer/account/switchoffice/orders/42',
    '/customer/account/activity',
  ])('%s needs a login', (path) => expect(isLoginRequired(path)).toBe(true));
  it.each([
    '/customer/account/login',
    '/customer/account/create',
    '/customer/account/forgotpassword',
    '/customer/account/invoices/payment/multiple',
    '/checkout/cart',
    '/',
  ])('%s does not', (path) => expect(isLoginRequired(path)).toBe(false));
});
