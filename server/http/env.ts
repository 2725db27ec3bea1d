import type { Hono } from 'hono';
import type { Logger } from '../log.ts';

export interface AppEnv {
  Variables: {
    requestId: string;
    log: Logger;
    /** Endpoint id of the matched route, for the access log. */
    endpointId?: string;
  };
}

/** The `/api` router route modules register on; paths are relative to `/api`. */
export type Router = Hono<AppEnv>;
