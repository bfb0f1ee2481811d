import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { marketApprovalModes, marketTrustedSellers, users } from '../db/schema/index.ts';

/**
 * The market's approval modes of the demo ward that runs the market (the second): products from trusted sellers go
 * up at once (its resident nguoidan2 is trusted), articles wait for staff, albums are published at once (issue 16)
 */
export async function seedDemoMarketModes(tx: Tx, marketWard: { id: number }) {
  const [seller] = await tx
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.username, 'nguoidan2'), eq(users.wardId, marketWard.id)));
  await tx.insert(marketApprovalModes).values([
    { wardId: marketWard.id, target: 'products', mode: 'trusted' },
    { wardId: marketWard.id, target: 'articles', mode: 'manual' },
    { wardId: marketWard.id, target: 'albums', mode: 'auto' },
  ]);
  if (seller)
    await tx.insert(marketTrustedSellers).values({ wardId: marketWard.id, target: 'products', userId: seller.id });
}
