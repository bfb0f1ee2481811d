import { readdirSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { inArray } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';
import { villages } from '../db/schema/index.ts';
import { RESOURCE_TABLES, resourceTableOf } from '../crud/resource-tables.ts';
import type { FileStorage } from '../modules/files/file-storage.ts';
import { objectSchema } from '@console/shared/validation/zod-fields';
import type { ChildTable } from '../crud/child-table.ts';
import { DEMO_PHOTOS } from './demo-photos.ts';
import { demoSpreadsheet } from './demo-spreadsheet.ts';

const XLSX_MIME = 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet';
import { storePhotos } from './store-demo-photos.ts';
import { hasSecretFields, sealSecretFields } from '../crud/secret-fields.ts';
import type { SecretBox } from '../lib/sealed-secrets.ts';

/** what an area's demo rows may build on: the demo wards, and the ids of rows already seeded for other areas */
export interface AreaDemoContext {
  wards: readonly { id: number; name: string }[];
  /** ids of the rows seeded for another resource (a type list), in the order they were given */
  idsOf(resourceName: string): number[];
  /** the hamlets of a demo ward (seed-demo.ts seeds three each), in their order: the villages an area's row serves */
  villagesOf(wardId: number): number[];
  /** paths of real demo pictures stored as uploads (a stream between hills, with bins, with a sign…): covers, banners */
  photos: readonly string[];
  /** a real spreadsheet stored as an upload (households receiving support), as an attachments field holds it */
  spreadsheet: { path: string; name: string; size: number };
}

/** an area's demo rows (field keys, as a body would carry them); the file's name is the resource's, with '.' for '/'
 *  ('service-wards.rural.ts' for 'service-wards/rural'). A file may also export `after`: rows seeded once the first
 *  ones exist, `idsOf` then holding theirs (a menu's sub-entries under their parents). */
export type AreaDemo = (context: AreaDemoContext) => Record<string, unknown>[];

/** a type list's demo rows from [name, description] pairs, in that order */
export const typeListRows = (pairs: readonly (readonly [string, string])[]) =>
  pairs.map(([name, description], i) => ({ name, description, sort_order: i + 1 }));

const DEMOS_DIR = path.resolve(import.meta.dirname, 'area-demos');

/** the resources in an order where every reference's target comes first */
function referencesFirst(names: string[]): string[] {
  const ordered: string[] = [];
  const visit = (name: string) => {
    if (ordered.includes(name)) return;
    const bound = resourceTableOf(name);
    // a reference to its own rows (a menu's parent) is no reason to wait: its sub-entries come from `after`
    for (const def of Object.values(bound?.resource.fields ?? {}))
      if (def.to && def.to !== name && names.includes(def.to)) visit(def.to);
    ordered.push(name);
  };
  names.forEach(visit);
  return ordered;
}

/**
 * Demo rows for every area with a file under seed/area-demos/ (issue 11: an area brings its own demo data, nothing
 * lists it). Inserted as they are, one statement per area, without audit rows: nobody wrote them.
 */
export async function seedAreaDemos(
  tx: Tx,
  wards: AreaDemoContext['wards'],
  storage?: FileStorage,
  secrets?: SecretBox,
) {
  const files = readdirSync(DEMOS_DIR).filter((file) => file.endsWith('.ts'));
  const demos = new Map<string, AreaDemo[]>();
  for (const file of files) {
    const module = (await import(pathToFileURL(path.join(DEMOS_DIR, file)).href)) as {
      default: AreaDemo;
      after?: AreaDemo;
    };
    demos.set(
      file.replace(/\.ts$/, '').replace(/\./g, '/'),
      module.after ? [module.default, module.after] : [module.default],
    );
  }
  const seeded = new Map<string, number[]>();
  const photos = await storePhotos(
    tx,
    Object.entries(DEMO_PHOTOS).map(([name, draw]) => ({ name: `anh-mau-${name}.png`, draw })),
    null,
    new Date(),
    storage,
  );
  const workbook = await demoSpreadsheet();
  const [spreadsheet] = await storePhotos(
    tx,
    [{ name: 'danh-sach-ho-tro-mua-dong.xlsx', draw: () => workbook, mime: XLSX_MIME }],
    null,
    new Date(),
    storage,
  );
  const hamlets = wards.length
    ? await tx
        .select({ id: villages.id, wardId: villages.wardId })
        .from(villages)
        .where(
          inArray(
            villages.wardId,
            wards.map((ward) => ward.id),
          ),
        )
        .orderBy(villages.id)
    : [];
  const context: AreaDemoContext = {
    wards,
    idsOf: (name) => seeded.get(name) ?? [],
    villagesOf: (wardId) => hamlets.filter((hamlet) => hamlet.wardId === wardId).map((hamlet) => hamlet.id),
    photos: photos.map((photo) => photo.path),
    spreadsheet: { path: spreadsheet.path, name: spreadsheet.name, size: workbook.length },
  };
  let rows = 0;
  for (const name of referencesFirst([...demos.keys()])) {
    const bound = RESOURCE_TABLES.find((candidate) => candidate.resource.name === name);
    if (!bound) throw new Error(`seed/area-demos/${name}.ts: no resource ${name}`);
    for (const demo of demos.get(name)!) {
      const demoRows = demo(context);
      // the server's own fields (a demo product's approval state) are not in a body's schema: taken as written
      const serverOwned = Object.keys(bound.resource.fields).filter((key) => bound.resource.fields[key].serverOwned);
      const values = demoRows.map((row) => ({
        ...bound.resource.createSchema.parse(row),
        ...Object.fromEntries(serverOwned.filter((key) => key in row).map((key) => [key, row[key]])),
      }));
      if (!values.length) continue;
      // a camera's address is stored masked and sealed, as the engine's writes store it
      if (hasSecretFields(bound.resource))
        for (const row of values) await sealSecretFields(tx, bound, secrets, row, null);
      const inserted = await tx
        .insert(bound.table)
        .values(values.map((row) => bound.toColumns(row)) as never)
        .returning({ id: bound.id });
      if (bound.children) await seedChildren(tx, bound.children, demoRows, inserted);
      seeded.set(name, [...(seeded.get(name) ?? []), ...inserted.map((row) => row.id as number)]);
      rows += inserted.length;
    }
  }
  return rows;
}

/** a demo row's children (an album's photos) under the children's name, in their order */
async function seedChildren(
  tx: Tx,
  children: ChildTable,
  demoRows: Record<string, unknown>[],
  inserted: { id: unknown }[],
) {
  const schema = objectSchema(children.def.fields);
  const rows = demoRows.flatMap((row, i) =>
    ((row[children.def.name] as Record<string, unknown>[] | undefined) ?? []).map((child, position) =>
      children.toColumns({ ...schema.parse(child), parent_id: inserted[i].id, position: position + 1 }),
    ),
  );
  if (rows.length) await tx.insert(children.table).values(rows as never);
}
