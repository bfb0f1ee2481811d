import { ArrowDownOutlined, ArrowUpOutlined, EditOutlined, PlusOutlined } from '@ant-design/icons';
import { Alert, Button, Empty, Skeleton, Space, Tag, Tree, Typography } from 'antd';
import type { TreeProps } from 'antd';
import { useMemo, useState } from 'react';
import type { Resource } from '@console/shared/resources/define-resource';
import { useResourceList } from '../../crud/api/list-resource';
import { resourceKeys } from '../../crud/api/resource-keys';
import { resourcePaths } from '../../crud/resource-paths';
import { api } from '../../lib/api-client';
import { reportMutation, useEnvelopeMutation } from '../../lib/envelope-mutation';
import { LinkButton } from '../../lib/link-button';
import { PageSection } from '../../lib/page-section';
import { useSessionUser } from '../../lib/session';
import { useAppAbility } from '../../lib/use-app-ability';
import { WardSelect } from '../../lib/wards/ward-select';
import { pinnedWard } from '../../lib/wards/ward-access';
import { dropOrder, menuTree, parentKeys, stepOrder, type MenuEntry, type MenuNode } from './menu-tree-data';

// one ward's menu fits a page: the list's largest page
const ALL_ENTRIES = 100;

/**
 * The resident app's menu of one ward as a tree: dragged on a desktop (onto an entry: under it; beside it: before or
 * after), moved with the arrows on a phone, each move one PUT /api/admin/menus/order of the level it lands in.
 */
export function MenuTree({ resource }: { resource: Resource }) {
  const user = useSessionUser();
  const ability = useAppAbility();
  const pinned = pinnedWard(user);
  const [chosenWard, setChosenWard] = useState<number | null>(null);
  const wardId = pinned?.id ?? chosenWard;
  const list = useResourceList<MenuEntry>(resource.name, {
    page: 1,
    length: ALL_ENTRIES,
    sort: 'sort_order',
    order: 'asc',
    filters: { ward_id: wardId ?? undefined },
  });
  const entries = wardId ? (list.data?.data?.entries ?? []) : [];
  const tree = useMemo(() => menuTree(entries), [entries]);
  // every entry with entries under it is open unless the officer closed it: one that just got its first (dropped or
  // created) opens by itself instead of hiding it
  const [closed, setClosed] = useState<ReadonlySet<number>>(new Set());
  const expandedKeys = parentKeys(tree).filter((key) => !closed.has(key));
  const canMove = ability.can('update', resource.subject);
  const paths = resourcePaths(resource);
  const order = useEnvelopeMutation({
    mutationFn: (level: { parent: number | null; ids: number[] }) =>
      api.put<unknown>(`/api/admin/${resource.name}/order`, { ids: level.ids, parent_id: level.parent }),
    invalidates: () => [resourceKeys.all(resource.name)],
  });
  const move = (level: { parent: number | null; ids: number[] } | null) =>
    level && reportMutation(order.mutateAsync(level), { toast: true });

  const onDrop: TreeProps['onDrop'] = (info) => {
    const dragged = Number(info.dragNode.key);
    const target = Number(info.node.key);
    // antd: dropToGap false is onto the entry; else -1 before it, 1 after it (relative to the entry's own position)
    const relative = info.dropPosition - Number(info.node.pos.split('-').pop());
    const where = !info.dropToGap ? 'inside' : relative < 0 ? 'before' : 'after';
    void move(dropOrder(tree, dragged, target, where));
  };

  const title = (node: MenuNode, index: number, count: number) => (
    <Space size={4} wrap data-testid={`menu-node-${node.key}`}>
      <Typography.Text strong>{node.entry.name}</Typography.Text>
      {node.entry.link && <Typography.Text type="secondary">{node.entry.link}</Typography.Text>}
      {!node.entry.is_active && <Tag>Ẩn</Tag>}
      {canMove && (
        <>
          <Button
            size="small"
            type="text"
            icon={<ArrowUpOutlined />}
            disabled={index === 0}
            aria-label="Lên trước"
            onClick={() => void move(stepOrder(tree, node.key, -1))}
            data-testid="menu-up"
          />
          <Button
            size="small"
            type="text"
            icon={<ArrowDownOutlined />}
            disabled={index === count - 1}
            aria-label="Xuống sau"
            onClick={() => void move(stepOrder(tree, node.key, 1))}
            data-testid="menu-down"
          />
          <LinkButton size="small" type="text" icon={<EditOutlined />} to={paths.edit(node.key)} aria-label="Sửa" />
        </>
      )}
    </Space>
  );
  const treeData = (nodes: MenuNode[]): NonNullable<TreeProps['treeData']> =>
    nodes.map((node, index) => ({
      key: node.key,
      title: title(node, index, nodes.length),
      children: treeData(node.children),
    }));

  let content;
  if (!wardId) content = <Empty description="Chọn xã/phường để xem menu của xã" />;
  else if (list.isPending) content = <Skeleton active />;
  else if (!entries.length) content = <Empty description="Xã chưa có menu nào" />;
  else
    content = (
      <Tree
        blockNode
        expandedKeys={expandedKeys}
        onExpand={(_keys, { node, expanded }) =>
          setClosed((was) => {
            const next = new Set(was);
            if (expanded) next.delete(Number(node.key));
            else next.add(Number(node.key));
            return next;
          })
        }
        draggable={canMove ? { icon: false } : false}
        onDrop={onDrop}
        treeData={treeData(tree)}
        selectable={false}
        data-testid="menu-tree"
      />
    );

  return (
    <PageSection
      title="Menu hệ thống"
      extra={
        ability.can('create', resource.subject) && (
          <LinkButton to={paths.create} type="primary" icon={<PlusOutlined />} data-testid="resource-create">
            Thêm mới
          </LinkButton>
        )
      }
    >
      <Space direction="vertical" style={{ width: '100%' }} size="middle">
        {!pinned && (
          <WardSelect
            value={chosenWard}
            onChange={(value) => setChosenWard((value as number | null) ?? null)}
            allowClear
            placeholder="Chọn xã/phường"
            style={{ width: 280, maxWidth: '100%' }}
            data-testid="menu-ward"
          />
        )}
        {canMove && entries.length > 1 && (
          <Alert
            type="info"
            showIcon
            message="Kéo thả một mục lên mục khác để đưa vào bên dưới, hoặc vào giữa hai mục để đổi thứ tự; trên điện thoại dùng mũi tên."
          />
        )}
        {content}
      </Space>
    </PageSection>
  );
}
