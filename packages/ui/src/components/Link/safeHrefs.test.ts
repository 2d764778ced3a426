import { describe, expect, it } from 'vitest';
import { fileTarget, mailtoHref, telHref } from './safeHrefs';

describe('telHref', () => {
  it('links digits with a leading plus, dropping the spaces and hyphens that group them', () => {
    expect(telHref('9876543210')).toBe('tel:9876543210');
    expect(telHref(' +91 98765-43210 ')).toBe('tel:+919876543210');
    expect(telHref('022 2345 6789')).toBe('tel:02223456789');
  });

  it('does not link anything else', () => {
    for (const value of [
      '',
      '+',
      '12',
      '98765,43210',
      '98765;ext=1',
      '*123#',
      '9876543210?x=1',
      '(022) 2345 6789',
      '98+7654',
      'javascript:alert(1)',
      '1234567890123456',
    ])
      expect(telHref(value), value).toBeNull();
  });
});

describe('mailtoHref', () => {
  it('links one plain address', () => {
    expect(mailtoHref('sales@shreepolymers.example')).toBe('mailto:sales@shreepolymers.example');
    expect(mailtoHref(' rohan.mehta+leads@example.in ')).toBe('mailto:rohan.mehta+leads@example.in');
  });

  it('does not link an address that carries headers, recipients or anything else', () => {
    for (const value of [
      'a@b.in?cc=boss@b.in',
      'a@b.in&bcc=x@y.in',
      'a@b.in?subject=Hi&body=Pay',
      'a@b.in,c@d.in',
      'a%3Fcc@b.in',
      'a@b.in\r\nBcc: x@y.in',
      'a b@c.in',
      'a@localhost',
      'javascript:alert(1)//@b.in',
      '@b.in',
      `${'a'.repeat(250)}@b.in`,
    ])
      expect(mailtoHref(value), value).toBeNull();
  });
});

describe('fileTarget', () => {
  const trusted = ['https://plastihub.in', 'https://api.plastihub.in'];

  it("downloads a file on the app's or the API's origin", () => {
    expect(fileTarget('https://api.plastihub.in/files/rates.pdf', trusted)).toEqual({
      href: 'https://api.plastihub.in/files/rates.pdf',
      external: false,
    });
    expect(fileTarget('https://plastihub.in/rates.csv', trusted)?.external).toBe(false);
  });

  it('opens a file on any other http(s) origin as an external link', () => {
    expect(fileTarget('https://cdn.example.com/rates.pdf', trusted)).toEqual({
      href: 'https://cdn.example.com/rates.pdf',
      external: true,
    });
    // Same host, other scheme or port: another origin.
    expect(fileTarget('http://plastihub.in/rates.csv', trusted)?.external).toBe(true);
    expect(fileTarget('https://api.plastihub.in:8443/rates.csv', trusted)?.external).toBe(true);
  });

  it('does not link anything that is not an absolute http(s) URL', () => {
    for (const value of [
      'javascript:alert(1)',
      ' JavaScript:alert(1)',
      'data:text/html,<script>alert(1)</script>',
      'file:///etc/passwd',
      'rates.pdf',
      '/files/rates.pdf',
      '//evil.example/rates.pdf',
      '',
    ])
      expect(fileTarget(value, trusted), value).toBeNull();
  });
});
