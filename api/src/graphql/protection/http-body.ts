/**
 * /graphql request bodies are read by Express before yoga sees them: at most GRAPHQL_BODY_LIMIT_BYTES once
 * decompressed (413), gzip, deflate or br decoded, and a body that does not match its Content-Encoding or
 * charset answered 400 or 415 (http/origin.ts' graphqlTransportError) instead of a 500. Yoga then parses the
 * text as it would have read it (it takes an already-read body as the request's body).
 * The JSON yoga will parse (a JSON body; `variables` and `extensions` of a form or a GET) is held to
 * GRAPHQL_JSON_LIMITS first, as /api bodies are (http/json-shape.ts), and must be JSON.
 */
import express, { type Request, type RequestHandler } from 'express';
import { badInput } from '../../domain/errors.js';
import { refuseJsonBeyondLimits, type JsonShapeLimits } from '../../http/json-shape.js';
import { GRAPHQL_BODY_LIMIT_BYTES } from './document-limits.js';

/**
 * Variables nest at most 3 levels in this schema (an input object's list of input objects) and the body adds 2
 * (itself and `variables`); the longest lists take 100 ids. Each limit leaves at least twice that (a test
 * checks the schema against them).
 */
export const GRAPHQL_JSON_LIMITS: JsonShapeLimits = { depth: 10, items: 500 };

const readText = express.text({ type: () => true, limit: GRAPHQL_BODY_LIMIT_BYTES, defaultCharset: 'utf-8' });

/** Whether yoga reads the request as this content type (its own test: the first type given, then `;` or nothing). */
function yogaReadsAs(req: Request, ...types: string[]): boolean {
  const given = req.get('content-type')?.split(',')[0] ?? '';
  return types.some((type) => given === type || given.startsWith(`${type};`));
}

/** The JSON texts yoga will parse, each with how to name it in a refusal. */
function jsonTextsOf(req: Request): [text: string, what: string][] {
  let params: URLSearchParams;
  if (req.method === 'POST' && typeof req.body === 'string') {
    if (yogaReadsAs(req, 'application/json', 'application/graphql+json')) return [[req.body, 'The request body']];
    if (!yogaReadsAs(req, 'application/x-www-form-urlencoded')) return [];
    params = new URLSearchParams(req.body);
  } else if (req.method === 'GET') {
    params = new URLSearchParams(req.url.includes('?') ? req.url.slice(req.url.indexOf('?') + 1) : '');
  } else {
    return [];
  }
  // Yoga reads the first of each, and an empty one as absent.
  return (['variables', 'extensions'] as const).flatMap((name) => {
    const text = params.get(name);
    return text ? [[text, name] as [string, string]] : [];
  });
}

/** Refuses JSON beyond the limits, and (400) `variables` or `extensions` text that is not JSON: yoga would throw. */
const refuseUnboundedJson: RequestHandler = (req, _res, next) => {
  for (const [text, what] of jsonTextsOf(req)) {
    refuseJsonBeyondLimits(text, GRAPHQL_JSON_LIMITS, what);
    if (what === 'The request body') continue; // yoga's own refusal of a body that is not JSON is a 400 already
    try {
      JSON.parse(text);
    } catch {
      throw badInput(`${what} is not valid JSON.`);
    }
  }
  next();
};

export const readGraphQLBody: RequestHandler[] = [readText, refuseUnboundedJson];
