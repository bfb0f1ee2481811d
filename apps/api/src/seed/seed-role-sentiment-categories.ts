import type { RoleField } from '@console/shared/domain/roles';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

// Issue 10: field roles see and act on the sentiment categories of their field by default (FixMyStreet limits staff to
// categories); administrators change them per role afterwards (PUT /api/admin/roles/{id}/sentiment-categories). A role
// not listed here — ward staff, managers, administrators, the hamlet and in-charge officers — handles every category.
// Matched by the categories' names, so only categories that exist are given; seeded once, like the permissions.
export const DEFAULT_ROLE_CATEGORY_NAMES: Partial<Record<RoleField, readonly string[]>> = {
  // health front: health complaints only (a rubbish heap is the environment's)
  medical: ['Y tế'],
  // public order has no category of its own among the seven: it arrives as "Khác"
  police: ['Khác'],
  // the farmers', women's and youth unions: farming, schooling and what has no other home
  union: ['Nông nghiệp', 'Giáo dục', 'Khác'],
  // the specialised departments (natural resources and environment, economy, culture and education, …)
  department: ['Môi trường', 'Nông nghiệp', 'Công nghệ', 'Giáo dục', 'Kinh tế'],
  // the branch approves market products and runs agriculture services
  branch: ['Nông nghiệp', 'Kinh tế'],
};

export async function seedRoleSentimentCategories(tx: Tx) {
  const rows = Object.entries(DEFAULT_ROLE_CATEGORY_NAMES).flatMap(([field, names]) =>
    names!.map((category) => ({ field, category })),
  );
  await tx.execute(sql`
    insert into role_sentiment_categories (role_id, category_id)
    select r.id, c.id
    from json_to_recordset(${JSON.stringify(rows)}::json) as d(field text, category text)
    join roles r on r.field = d.field
    join sentiment_categories c on c.name = d.category
    on conflict do nothing`);
}
