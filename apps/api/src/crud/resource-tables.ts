import { tableNameOf } from '@console/shared/resources/define-resource';
import { discoverResources, discoverTables } from './discover-resources.ts';
import { bindChildTable } from './child-table.ts';
import { bindResourceTable, type ResourceTable } from './resource-table.ts';

async function bindAll(): Promise<ResourceTable[]> {
  const [resources, tables] = await Promise.all([discoverResources(), discoverTables()]);
  return resources.map((resource) => {
    const table = tables.get(tableNameOf(resource));
    // a definition without its table stops the boot rather than failing at the first request
    if (!table) throw new Error(`resource ${resource.name} has no table ${tableNameOf(resource)} in db/schema/areas/`);
    const bound = bindResourceTable(resource, table);
    if (!resource.children) return bound;
    const childTable = tables.get(resource.children.table);
    if (!childTable) throw new Error(`resource ${resource.name}: no children table ${resource.children.table}`);
    return { ...bound, children: bindChildTable(resource.children, childTable) };
  });
}

/** every resource definition bound to its table, found once at boot */
export const RESOURCE_TABLES: readonly ResourceTable[] = await bindAll();

export const resourceTableOf = (name: string) => RESOURCE_TABLES.find((bound) => bound.resource.name === name);
