/**
 * /graphql request bodies are read by Express before yoga sees them: at most GRAPHQL_BODY_LIMIT_BYTES once
 * decompressed (413), gzip, deflate or br decoded, and a body that does not match its Content-Encoding or
 * charset answered 400 or 415 (http/origin.ts' graphqlTransportError) instead of a 500. Yoga then parses the
 * text as it would have read it (it takes an already-read body as the request's body).
 */
import express from 'express';
import { GRAPHQL_BODY_LIMIT_BYTES } from './document-limits.js';

export const readGraphQLBody = express.text({ type: () => true, limit: GRAPHQL_BODY_LIMIT_BYTES, defaultCharset: 'utf-8' });
