/**
 * On PostgreSQL (`DATABASE_URL`) without `JWT_SECRET`, every instance must sign and check tokens with one secret:
 * the first instance that starts stores the secret it generated in `server_state` (`jwt_secret`), and every
 * instance (that one included) uses the stored one. One insert that keeps an existing row, then one read, so two
 * instances starting at once still agree. Anyone who can read the database can read this secret: a deployment
 * outside the sandbox sets `JWT_SECRET` (README, "Run it for a team").
 */
import { eq } from 'drizzle-orm';
import type { Config } from '../config.ts';
import type { Db } from '../db/client.ts';
import { serverState } from '../db/schema.ts';

export const SHARED_SECRET_KEY = 'jwt_secret';

export async function withSharedSecret(db: Db, config: Config): Promise<Config> {
  if (config.jwtSecretSource === 'env') return config;
  await db
    .insert(serverState)
    .values({ key: SHARED_SECRET_KEY, value: config.jwtSecret, updatedAt: new Date() })
    .onConflictDoNothing({ target: serverState.key });
  const rows = await db
    .select({ value: serverState.value })
    .from(serverState)
    .where(eq(serverState.key, SHARED_SECRET_KEY))
    .limit(1);
  const stored = rows[0]?.value ?? '';
  if (stored.length < 32)
    throw new Error(
      `server_state.${SHARED_SECRET_KEY} holds no valid secret (at least 32 characters): remove it`,
    );
  return { ...config, jwtSecret: stored, jwtSecretSource: 'database' };
}
