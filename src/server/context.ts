import type { Config } from './config.ts';
import type { Db } from './db/connect.ts';
import type { SessionStore } from './auth/sessions.ts';
import type { RateLimiter } from './auth/rate-limit.ts';

/** Everything a route or domain function needs, built once in app.ts. */
export interface AppContext {
  config: Config;
  db: Db;
  sessions: SessionStore;
  limits: {
    loginPerIp: RateLimiter;
    loginPerAccount: RateLimiter;
    signupPerIp: RateLimiter;
  };
}
