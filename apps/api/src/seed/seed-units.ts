import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { sql } from 'drizzle-orm';
import type { Tx } from '../db/client.ts';

export type AdminUnitSet = '2026' | '2025' | '2025-03';

interface RawUnit {
  code: string;
  name: string;
  short_name: string;
  type: string;
}
type RawWard = RawUnit;
interface RawDistrict extends RawUnit {
  wards: RawWard[];
}
interface RawProvince extends RawUnit {
  wards?: RawWard[];
  districts?: RawDistrict[];
}

const FILE_OF: Record<AdminUnitSet, string> = {
  '2026': 'provinces-wards-2026.json',
  '2025': 'provinces-wards-2025.json',
  '2025-03': 'provinces-districts-wards-2025-03.json',
};

/** the official GSO units, from shared/data/vn-admin-units (SOURCE.md); looked up beside the repository */
export function adminUnitsFile(set: AdminUnitSet, dataRoot = process.env.ADMIN_UNITS_DIR) {
  const root = dataRoot ?? path.resolve(import.meta.dirname, '../../../../../shared/data/vn-admin-units');
  return path.join(root, FILE_OF[set]);
}

/** set-based: each level is one INSERT … SELECT from a JSON array */
export async function seedAdminUnits(tx: Tx, file: string) {
  const provinces = JSON.parse(await readFile(file, 'utf8')) as RawProvince[];
  const provinceRows = provinces.map(({ code, name, short_name, type }) => ({ code, name, short_name, type }));
  const districtRows = provinces.flatMap((p) =>
    (p.districts ?? []).map(({ code, name, short_name, type }) => ({ code, name, short_name, type, province: p.code })),
  );
  const wardRows = provinces.flatMap((p) => [
    ...(p.wards ?? []).map((w) => ({ ...pick(w), province: p.code, district: null as string | null })),
    ...(p.districts ?? []).flatMap((d) => d.wards.map((w) => ({ ...pick(w), province: p.code, district: d.code }))),
  ]);

  await tx.execute(sql`
    insert into provinces (id, code, name, short_name, type)
    select code::int, code, name, short_name, type
    from json_to_recordset(${JSON.stringify(provinceRows)}::json) as r(code text, name text, short_name text, type text)`);
  await tx.execute(sql`
    insert into districts (id, code, name, short_name, type, province_id)
    select code::int, code, name, short_name, type, province::int
    from json_to_recordset(${JSON.stringify(districtRows)}::json)
      as r(code text, name text, short_name text, type text, province text)`);
  await tx.execute(sql`
    insert into wards (id, code, name, short_name, type, province_id, district_id)
    select code::int, code, name, short_name, type, province::int, district::int
    from json_to_recordset(${JSON.stringify(wardRows)}::json)
      as r(code text, name text, short_name text, type text, province text, district text)`);
  return { provinces: provinceRows.length, districts: districtRows.length, wards: wardRows.length };
}

const pick = ({ code, name, short_name, type }: RawUnit) => ({ code, name, short_name, type });
