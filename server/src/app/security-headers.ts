import helmet from 'helmet';
import type { RequestHandler } from 'express';
import { INLINE_SCRIPT_SOURCES } from '../site/html';

/** Sources per Content-Security-Policy directive; an empty list is a directive without sources. */
export type PolicyDirectives = Record<string, readonly string[]>;

/**
 * What the site's pages may load and run. Scripts: our own files and the pages' one inline loader
 * (by its hash), never inline code or eval otherwise; the JSON blocks in the pages are data, which
 * no script policy blocks. Styles may be inline: antd writes its CSS-in-JS as <style> tags at run
 * time and the prerendered markup carries style attributes, which nonces cannot allow. Images
 * from any https address: staff may set the home page's hero image to one. Nothing may frame us.
 * In production every http: request is upgraded (the site is served over HTTPS there; on
 * http://localhost the upgrade would break the page itself).
 */
export function policyDirectives(production: boolean): PolicyDirectives {
  return {
    'default-src': ["'self'"],
    'base-uri': ["'self'"],
    'connect-src': ["'self'"],
    'font-src': ["'self'"],
    'form-action': ["'self'"],
    'frame-ancestors': ["'none'"],
    'img-src': ["'self'", 'data:', 'https:'],
    'object-src': ["'none'"],
    'script-src': ["'self'", ...INLINE_SCRIPT_SOURCES],
    'script-src-attr': ["'none'"],
    'style-src': ["'self'", "'unsafe-inline'"],
    ...(production ? { 'upgrade-insecure-requests': [] } : {}),
  };
}

const merged = (base: PolicyDirectives, more: PolicyDirectives): PolicyDirectives =>
  Object.fromEntries(
    [...new Set([...Object.keys(base), ...Object.keys(more)])].map((name) => [
      name,
      [...new Set([...(base[name] ?? []), ...(more[name] ?? [])])],
    ]),
  );

/**
 * The policy alone, for a route whose page needs more than the site's (a tool page with inline
 * styles of its own, say): put it before the route's handler; `more` adds sources to directives.
 */
export function contentSecurityPolicy(production: boolean, more: PolicyDirectives = {}): RequestHandler {
  return helmet.contentSecurityPolicy({ useDefaults: false, directives: merged(policyDirectives(production), more) });
}

/**
 * The headers every response carries, API answers and assets included: the policy above, no
 * framing, no MIME sniffing, the origin alone as referrer to other sites, pages isolated from
 * windows they open or that open them, and HSTS in production only (development runs over http).
 */
export function securityHeaders(production: boolean): RequestHandler {
  return helmet({
    contentSecurityPolicy: { useDefaults: false, directives: policyDirectives(production) },
    xFrameOptions: { action: 'deny' },
    referrerPolicy: { policy: 'strict-origin-when-cross-origin' },
    strictTransportSecurity: production ? { maxAge: 365 * 24 * 60 * 60, includeSubDomains: true } : false,
    // Hero images come from other sites, which do not send the headers this would require.
    crossOriginEmbedderPolicy: false,
  });
}
