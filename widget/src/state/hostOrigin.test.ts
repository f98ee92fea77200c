import { withHostOrigin } from './api';

describe('withHostOrigin', () => {
  it('names the embedding page on the checkout screen only', () => {
    expect(withHostOrigin('/bff/v1/sunshine/demo/screens/checkout', 'http://127.0.0.1:8081')).toBe(
      '/bff/v1/sunshine/demo/screens/checkout?parentOrigin=http%3A%2F%2F127.0.0.1%3A8081',
    );
    expect(withHostOrigin('/bff/v1/sunshine/demo/screens/shell', 'http://127.0.0.1:8081')).toBe(
      '/bff/v1/sunshine/demo/screens/shell',
    );
    const post = { url: '/bff/v1/sunshine/demo/checkout', method: 'POST' };
    expect(withHostOrigin(post, 'http://127.0.0.1:8081')).toBe(post);
  });

  it('leaves the portal, which has no host page, unchanged', () => {
    expect(withHostOrigin('/bff/v1/sunshine/demo/screens/checkout', undefined)).toBe('/bff/v1/sunshine/demo/screens/checkout');
  });
});
