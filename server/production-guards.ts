import { inArray } from 'drizzle-orm';
import type { Config } from './config';
import type { Database } from './db/client';
import { users } from './db/schema/users';
import { DEMO_ACCOUNTS, DEMO_PASSWORD } from './seed/data/demo-accounts';
import { verifyPassword } from './security/passwords';
import { StartFailure } from './start-failure';

/**
 * The one default secret a production database can hold: a demo account (admin, promoter, gate …)
 * whose password is still the one printed in the README. Unless the operator runs the demo on
 * purpose (SEED=true), the server refuses to start with it.
 */
export async function checkDemoPasswords(
  db: Database,
  config: Pick<Config, 'isProduction' | 'seed'>,
): Promise<void> {
  if (!config.isProduction || config.seed) return;
  const rows = await db
    .select({ email: users.email, passwordHash: users.passwordHash })
    .from(users)
    .where(
      inArray(
        users.email,
        DEMO_ACCOUNTS.map((account) => account.email),
      ),
    );
  for (const row of rows) {
    if (await verifyPassword(row.passwordHash, DEMO_PASSWORD)) {
      throw new StartFailure(
        `the demo account ${row.email} still has the password published in the README: ` +
          'change or delete it, or run the demo on purpose with SEED=true',
      );
    }
  }
}

/** What this start runs with, said once in the log so an operator sees test settings. */
export function startSummary(config: Config, seeded: boolean) {
  const payments = config.paymentProvider ?? 'none';
  const facts = {
    nodeEnv: config.nodeEnv,
    seed: config.seed,
    seeded,
    payments,
    testMode: config.testMode,
  };
  const parts = [
    config.seed ? 'demo seed on (SEED)' : 'no demo data',
    payments === 'sandbox'
      ? 'payment sandbox (takes no money)'
      : payments === 'none'
        ? 'no payment provider: only free orders can be placed (set PAYMENT_PROVIDER=stripe)'
        : `payments through ${payments}`,
    ...(config.testMode ? ['TEST MODE shown in shop, mails and PDFs'] : []),
  ];
  return { facts, message: `Starting ${config.nodeEnv}: ${parts.join('; ')}` };
}
