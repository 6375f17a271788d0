/**
 * Remembers a referral link's code (`/?ref=CODE`, on any page) in a cookie until the visitor creates an
 * account, so the code survives the trip through the landing page and the sign-in page.
 */
import { parse, serialize } from 'cookie';
import type { NextFunction, Request, Response } from 'express';
import type { Config } from '../config/config.js';
import { cookieAttributes } from './auth.js';

export const REFERRAL_COOKIE = 'dadhood_ref';
const THIRTY_DAYS = 30 * 24 * 60 * 60;
const CODE = /^[A-Za-z0-9_-]{1,64}$/;

export function readReferralCode(cookieHeader: string | undefined): string | undefined {
  const code = cookieHeader ? parse(cookieHeader)[REFERRAL_COOKIE] : undefined;
  return code && CODE.test(code) ? code : undefined;
}

export function clearedReferralCookie(): string {
  return serialize(REFERRAL_COOKIE, '', { path: '/', maxAge: 0 });
}

export function rememberReferral(config: Config) {
  return (req: Request, res: Response, next: NextFunction) => {
    const ref = req.method === 'GET' ? req.query.ref : undefined;
    if (typeof ref === 'string' && CODE.test(ref)) {
      res.append('Set-Cookie', serialize(REFERRAL_COOKIE, ref, { ...cookieAttributes(config), maxAge: THIRTY_DAYS }));
      // The page asked for with ?ref= (the sign-in page, say) already needs the code it just brought.
      req.headers.cookie = [req.headers.cookie, `${REFERRAL_COOKIE}=${ref}`].filter(Boolean).join('; ');
    }
    next();
  };
}
