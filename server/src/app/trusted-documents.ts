import { createHash } from 'node:crypto';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { RequestHandler, Response } from 'express';
import { DomainError, ErrorCode } from '../common/errors';
import { logger } from '../common/logger';
import { securityLog } from '../common/security-log';
import { ROOT_DIR, type Config } from '../config';

/*
 * Trusted documents: the GraphQL documents the web app was built with, listed by the sha256 of
 * their text. The app sends a document's id instead of its text (Apollo's persisted-query format,
 * `extensions.persistedQuery.sha256Hash`, or the GraphQL-over-HTTP `documentId: "sha256:<hex>"`).
 * With TRUSTED_DOCUMENTS_ONLY (on in production) a request with neither a session nor an API key
 * may run only these; a session or a key may send any document.
 */

/** Where `npm run build -w web` lists the documents it bundled (web/build/graphql-documents.ts). */
export const BUILT_LIST = path.join('.vite', 'trusted-documents.json');
/** codegen's list of every document under web/src, which Vite's development server sends. */
export const SOURCE_LIST = path.join(ROOT_DIR, 'web', 'src', 'gql', 'persisted-documents.json');

const sha256 = (text: string) => createHash('sha256').update(text).digest('hex');
const HEX_ID = /^[0-9a-f]{64}$/;

export class TrustedDocuments {
  private readonly byId = new Map<string, string>();

  /** `lists`: `{ "sha256:<hex>": text }` objects, as codegen and the web build write them. */
  constructor(lists: readonly Record<string, unknown>[] = []) {
    for (const list of lists) {
      for (const [id, text] of Object.entries(list)) {
        const hex = id.replace(/^sha256:/, '');
        // A list edited by hand would let its ids name other texts than the ones they hash.
        if (typeof text !== 'string' || sha256(text) !== hex) {
          throw new Error(`trusted documents: ${id} is not the sha256 of its document`);
        }
        this.byId.set(hex, text);
      }
    }
  }

  get size(): number {
    return this.byId.size;
  }

  /** The text of the document with this id (64 hex digits), if it is one. */
  text(id: string): string | undefined {
    return this.byId.get(id);
  }

  /** The id of the first document that defines the operation `name` (the web build's before codegen's). */
  idOf(name: string): string | undefined {
    const defines = new RegExp(`\\b(query|mutation) ${name}\\b`);
    return [...this.byId].find(([, text]) => defines.test(text))?.[0];
  }

  /** Whether this text is one of the documents, character for character. */
  includes(text: string): boolean {
    return this.byId.has(sha256(text));
  }
}

/**
 * The web build's list in `webDistDir`; outside production also codegen's list of the sources,
 * so that `npm run dev` (which serves web/src, not a build) finds its documents too.
 */
export function loadTrustedDocuments(config: Pick<Config, 'nodeEnv' | 'webDistDir' | 'trustedDocumentsOnly'>) {
  const files = [path.join(config.webDistDir, BUILT_LIST)];
  if (config.nodeEnv !== 'production') files.push(SOURCE_LIST);
  const found = files.filter((file) => existsSync(file));
  const documents = new TrustedDocuments(
    found.map((file) => JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>),
  );
  if (documents.size === 0 && config.trustedDocumentsOnly) {
    logger.warn('no trusted documents (build the web app): without a session or an API key nothing can run', {
      looked: files,
    });
  }
  return documents;
}

type RequestedId = { id: string } | { invalid: string } | null;

function isObject(value: unknown): value is Record<string, unknown> {
  return value !== null && typeof value === 'object' && !Array.isArray(value);
}

/** The document id a request body names, with its fields removed from the body; null when it names none. */
function takeRequestedId(body: Record<string, unknown>): RequestedId {
  const extensions = body.extensions;
  if ('documentId' in body) {
    const value = body.documentId;
    delete body.documentId;
    const hex = typeof value === 'string' ? value.replace(/^sha256:/, '') : '';
    return typeof value === 'string' && value.startsWith('sha256:') && HEX_ID.test(hex)
      ? { id: hex }
      : { invalid: 'documentId must be "sha256:" followed by 64 lowercase hex digits.' };
  }
  if (isObject(extensions) && 'persistedQuery' in extensions) {
    const persisted = extensions.persistedQuery;
    delete extensions.persistedQuery;
    return isObject(persisted) &&
      persisted.version === 1 &&
      typeof persisted.sha256Hash === 'string' &&
      HEX_ID.test(persisted.sha256Hash)
      ? { id: persisted.sha256Hash }
      : { invalid: 'extensions.persistedQuery must be { "version": 1, "sha256Hash": "<64 lowercase hex digits>" }.' };
  }
  return null;
}

function sendError(res: Response, status: number, message: string, code: string): void {
  // Like Apollo Server's own answer to an unknown id: never cached, as the id may be known tomorrow.
  res
    .status(status)
    .set('Cache-Control', 'private, no-cache, must-revalidate')
    .json({ errors: [{ message, extensions: { code } }] });
}

/**
 * In front of Apollo on /graphql: replaces a document id with the document's text, answers an
 * unknown id with PERSISTED_QUERY_NOT_FOUND (404; Apollo Client then sends the text), and notes
 * whether the document to run is a trusted one (`res.locals.trustedDocument`, unset without one), for
 * `assertMayRun` once the caller is known. An id sent with a text is only a hint: the text is
 * what runs, so it alone decides.
 */
export function trustedDocumentRequests(documents: TrustedDocuments): RequestHandler {
  return (req, res, next) => {
    const body: unknown = req.body;
    if (req.method === 'POST' && isObject(body)) {
      const requested = takeRequestedId(body);
      if (requested && 'invalid' in requested) return sendError(res, 400, requested.invalid, 'BAD_REQUEST');
      if (requested && (typeof body.query !== 'string' || body.query === '')) {
        const text = documents.text(requested.id);
        if (text === undefined) {
          return sendError(res, 404, 'No trusted document has this id.', 'PERSISTED_QUERY_NOT_FOUND');
        }
        body.query = text;
      }
    }
    const query = req.method === 'GET' ? req.query.query : isObject(body) ? body.query : undefined;
    // Without a document Apollo answers BAD_REQUEST whoever asks: nothing to refuse here.
    res.locals.trustedDocument = typeof query === 'string' && query !== '' ? documents.includes(query) : undefined;
    next();
  };
}

export const UNTRUSTED_DOCUMENT_MESSAGE = "Only the site's own operations may run without an API key.";

/**
 * Refuses (403 TRUSTED_DOCUMENT_REQUIRED) a document that is not a trusted one when the caller
 * has neither a session nor an API key and `required` (TRUSTED_DOCUMENTS_ONLY) is on. Called while
 * Apollo builds the request's context, before the document is parsed.
 */
export function assertMayRun(
  res: Response,
  {
    required,
    identified,
    ip,
    operationName,
  }: { required: boolean; identified: boolean; ip: string; operationName?: unknown },
): void {
  if (!required || identified || res.locals.trustedDocument !== false) return;
  securityLog('access denied', {
    ip,
    operation: typeof operationName === 'string' ? operationName.slice(0, 100) : undefined,
    reason: 'not a trusted document, and neither a session nor an API key',
  });
  throw new DomainError(ErrorCode.TrustedDocumentRequired, UNTRUSTED_DOCUMENT_MESSAGE, { http: { status: 403 } });
}
