import { ACTIONS, SUBJECTS, SUBJECT_KEYS, type Action } from '@console/shared/domain/permissions-catalog';
import { ROLES } from '@console/shared/domain/roles';
import { defaultPermissions } from './default-permissions.ts';

const SHORT: Record<Action, string> = {
  list: 'L',
  read: 'R',
  create: 'C',
  update: 'U',
  delete: 'D',
  menu: 'M',
  import: 'I',
  approve: 'A',
  archive_menu: 'Ar',
  list_member: 'Lm',
  list_request: 'Lr',
  menu_link: 'Ml',
  menu_inte: 'Mi',
};

const INTRO = `# Default permission matrix

Generated from \`apps/api/src/seed/default-permissions.ts\` by \`npm run permissions:doc\`; a test fails when this file
and the code disagree. The matrix is seeded once, on the first start; administrators then edit each role's
permissions (issue 3's matrix editor). **Geographic scope always applies on top**: a permission lets a user act on a
subject only for rows of their own units (admin/root: everywhere; province staff: their province; district staff:
their district; everyone else: their ward).

## Reasoning
- **admin, root** hold every action on every subject. Root is kept for the platform operator; both bypass the matrix.
- **province, district, ward_admin** run their unit: full management (list, read, create, update, delete) of users,
  villages, content, services, tourism, surveys, notifications, cameras and community groups, approval rights, and the
  sentiment workflow with its archive, including deleting a report (spam, duplicates). Only the province officer may read roles; nobody but admin/root edits roles.
- **ward** (commune officer) does the daily work — processes sentiments (including archive), writes content,
  surveys and notifications — but cannot delete, import users or approve; users and villages are read-only.
- **Field roles** (village, in_charge, medical, police, union, department, branch) see units and villages, receive
  notifications, read surveys and handle the sentiments of their ward (menu, list, read, create, update, no archive).
  On top of that each gets what their work needs: medical and union publish notifications and surveys, police see
  cameras, union manages groups and union organisations with member approval, department writes articles and the
  knowledge library and manages and approves agriculture services, branch approves rural-market products and stores
  and writes agriculture services. The ward officer reads the agriculture services and the shared categories.
  The village officer can also read the ward's users (the residents of their hamlet).
- **resident** has no console permission at all; the server refuses every \`/api/admin\` call for residents (403).
- \`delete\` is an action we added to the spec's list: the server must tell "may edit" from "may delete".
- \`hm_approval_mode\` (Chế độ duyệt chợ quê) also covers the **ward market configuration** of the same configs screen
  (\`/admin/countryside-market/configs\`): the spec lists no subject of its own for it. province, district and
  ward_admin create and edit it; the ward officer and the branch officer (who approves market products) read it.

## Legend
${Object.entries(SHORT)
  .map(([action, short]) => `\`${short}\` ${action} (${ACTIONS[action as Action]})`)
  .join(' · ')}

`;

export function permissionsMarkdown(): string {
  const columns = ROLES.filter((r) => !['admin', 'root', 'resident'].includes(r.field));
  const grants = new Map(columns.map((role) => [role.field, defaultPermissions(role.field)]));
  const header = `| subject | ${columns.map((r) => r.field).join(' | ')} |\n|---|${columns.map(() => '---').join('|')}|`;
  const rows = SUBJECT_KEYS.map((subject) => {
    const cells = columns.map((role) =>
      grants
        .get(role.field)!
        .filter((p) => p.subject === subject)
        .map((p) => SHORT[p.action])
        .join(' '),
    );
    return `| \`${subject}\` ${SUBJECTS[subject]} | ${cells.map((c) => c || '—').join(' | ')} |`;
  });
  const roleList = ROLES.map((r) => `| ${r.id} | \`${r.field}\` | ${r.name} | ${r.scope} |`).join('\n');
  return `${INTRO}## Roles\n| id | field | name | scope |\n|---|---|---|---|\n${roleList}\n\n## Matrix (admin and root: everything; resident: nothing)\n${header}\n${rows.join('\n')}\n`;
}
