import type { Request, Response } from 'express';
import { contentSecurityPolicy, policyDirectives } from './security-headers';

/** The Content-Security-Policy header a middleware sets. */
function headerOf(middleware: ReturnType<typeof contentSecurityPolicy>): string {
  const headers = new Map<string, string>();
  const res = { setHeader: (name: string, value: string) => headers.set(name.toLowerCase(), value) };
  middleware({} as Request, res as unknown as Response, () => undefined);
  return headers.get('content-security-policy') ?? '';
}

describe('the site policy', () => {
  it('runs no inline script but its hashed loader and early session restore, and no eval', () => {
    const scripts = policyDirectives(false)['script-src'] ?? [];
    expect(scripts).not.toContain("'unsafe-inline'");
    expect(scripts).not.toContain("'unsafe-eval'");
    const hashed = expect.stringMatching(/^'sha256-[A-Za-z0-9+/]{43}='$/);
    expect(scripts).toEqual(["'self'", hashed, hashed]);
  });

  it('upgrades insecure requests in production only', () => {
    expect(policyDirectives(true)['upgrade-insecure-requests']).toEqual([]);
    expect(policyDirectives(false)).not.toHaveProperty('upgrade-insecure-requests');
  });
});

describe("a route's own policy", () => {
  it("adds its sources to the site's directives, and new directives, once each", () => {
    const header = headerOf(
      contentSecurityPolicy(false, { 'img-src': ['blob:', 'data:'], 'worker-src': ["'self'", 'blob:'] }),
    );
    const directives = header.split(';');
    expect(directives).toContain("img-src 'self' data: https: blob:");
    expect(directives).toContain("worker-src 'self' blob:");
    expect(directives).toContain("frame-ancestors 'none'");
    expect(directives.find((d) => d.startsWith('script-src '))).toBe(
      `script-src ${(policyDirectives(false)['script-src'] ?? []).join(' ')}`,
    );
  });
});
