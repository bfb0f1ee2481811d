import { Menu } from 'antd';
import type { MenuProps } from 'antd';
import { useMemo, useState, type ReactNode } from 'react';
import { Link, useLocation } from 'react-router';
import { useClaimedMenuPath } from '../../lib/active-menu';
import { useVisibleMenuEntries, type MenuEntry } from '../menu-entries';
import { loadSavedMenu, saveMenu } from '../../lib/session';

type MenuItem = Required<MenuProps>['items'][number];

function toItems(entries: MenuEntry[]): MenuItem[] {
  const items: MenuItem[] = [];
  const groups = new Map<string, { key: string; label: string; icon: ReactNode; children: MenuItem[] }>();
  for (const entry of entries) {
    const item = {
      key: entry.path,
      icon: entry.icon,
      label: (
        <Link to={entry.path} data-testid={`menu-${entry.key}`}>
          {entry.sideMenuLabel ?? entry.label}
        </Link>
      ),
    };
    if (!entry.group) {
      items.push(item);
      continue;
    }
    let group = groups.get(entry.group.key);
    if (!group) {
      group = { key: `group:${entry.group.key}`, label: entry.group.label, icon: entry.group.icon, children: [] };
      groups.set(entry.group.key, group);
      items.push(group);
    }
    group.children.push(item);
  }
  return items;
}

/** the entry the screen claims (lib/active-menu), else the one whose path is the longest prefix of the location */
function selectedKey(entries: MenuEntry[], pathname: string, claimed: string | null): string | undefined {
  if (claimed && entries.some((entry) => entry.path === claimed)) return claimed;
  return entries
    .filter((entry) => pathname === entry.path || pathname.startsWith(`${entry.path}/`))
    .sort((a, b) => b.path.length - a.path.length)[0]?.path;
}

interface SideMenuProps {
  collapsed: boolean;
  /** a click on an entry (the phone's drawer closes, even when the entry is the screen already shown) */
  onNavigate?: () => void;
}

export function SideMenu({ collapsed, onNavigate }: SideMenuProps) {
  const { pathname } = useLocation();
  const claimed = useClaimedMenuPath();
  const entries = useVisibleMenuEntries();
  const items = useMemo(() => toItems(entries), [entries]);
  const allGroupKeys = useMemo(
    () => [...new Set(entries.flatMap((entry) => (entry.group ? [`group:${entry.group.key}`] : [])))],
    [entries],
  );
  // until the officer opens or closes a group, every group the permissions give is open
  const [chosenOpenKeys, setChosenOpenKeys] = useState<string[] | null>(() => loadSavedMenu()?.openKeys ?? null);
  const openKeys = chosenOpenKeys ?? allGroupKeys;
  const selected = selectedKey(entries, pathname, claimed);

  return (
    <Menu
      theme="dark"
      mode="inline"
      items={items}
      selectedKeys={selected ? [selected] : []}
      onClick={onNavigate}
      openKeys={collapsed ? undefined : openKeys}
      onOpenChange={(keys) => {
        // a collapsed menu reports its fly-out popups here, not the groups the officer keeps open
        if (collapsed) return;
        setChosenOpenKeys(keys);
        saveMenu({ openKeys: keys });
      }}
      data-testid="side-menu"
    />
  );
}
