/**
 * Product-analytics tables of the sandbox API (issue "Analytics from the statecharts"): the flow events the app
 * sends, one row per event, with nothing that names a person (no address, no id of ours, no payload). The rate
 * limit of the collector counts in `auth_attempts` (scope `analytics-address`). Re-exported by server/db/schema.ts.
 */
import { bigserial, boolean, index, integer, pgTable, text, timestamp } from 'drizzle-orm/pg-core';

const ts = (name: string) => timestamp(name, { withTimezone: true, mode: 'date' });

export const analyticsEvents = pgTable(
  'analytics_events',
  {
    id: bigserial('id', { mode: 'number' }).primaryKey(),
    receivedAt: ts('received_at').notNull(),
    /** Anonymous per-tab session id (random in the browser). */
    session: text('session').notNull(),
    appVersion: text('app_version').notNull(),
    flow: text('flow').notNull(),
    run: integer('run').notNull(),
    seq: integer('seq').notNull(),
    fromState: text('from_state'),
    toState: text('to_state').notNull(),
    busy: boolean('busy').notNull(),
    eventType: text('event_type').notNull(),
    route: text('route'),
    ms: integer('ms').notNull(),
    outcome: text('outcome'),
  },
  (t) => [index('analytics_events_flow_idx').on(t.flow, t.session, t.seq)],
);
