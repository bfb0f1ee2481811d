import { and, eq } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { marketApprovalModes, marketTrustedSellers, users } from '../db/schema/index.ts';
import { personalProducts } from '../db/schema/areas/personal-products.ts';
import { personalStores } from '../db/schema/areas/personal-stores.ts';

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

/**
 * The first demo store of each commune is its resident's (nguoidan1, nguoidan2): they see it, and the products of it,
 * as theirs in the resident app (GET /api/web/market/store)
 */
export async function linkDemoStoreOwners(tx: Tx, pair: readonly { id: number }[]) {
  for (const [n, ward] of pair.entries()) {
    const [owner] = await tx
      .select({ id: users.id })
      .from(users)
      .where(and(eq(users.username, `nguoidan${n + 1}`), eq(users.wardId, ward.id)));
    if (!owner) continue;
    const [store] = await tx
      .select({ id: personalStores.id })
      .from(personalStores)
      .where(eq(personalStores.wardId, ward.id))
      .orderBy(personalStores.id)
      .limit(1);
    if (!store) continue;
    await tx
      .update(personalStores)
      .set({ ownerId: owner.id, createdBy: owner.id })
      .where(eq(personalStores.id, store.id));
    await tx
      .update(personalProducts)
      .set({ createdBy: owner.id, updatedBy: owner.id })
      .where(eq(personalProducts.storeId, store.id));
  }
}
