import { Card, Empty, List, Skeleton, Typography } from 'antd';
import { useRef } from 'react';
import type { ChildRow } from '@console/shared/resources/child-lists';
import type { Resource } from '@console/shared/resources/define-resource';
import { reportMutation } from '../../lib/envelope-mutation';
import { useChildRows, useChildWrites } from '../api/child-rows';
import { useResourceEntry } from '../api/get-resource';
import { ChildCard, type ChildActions } from './child-card';
import { ChildUpload } from './child-upload';

/** the ids with `moved` put at `to` */
export function movedTo(ids: number[], moved: number, to: number): number[] {
  const rest = ids.filter((id) => id !== moved);
  rest.splice(Math.max(0, Math.min(to, rest.length)), 0, moved);
  return rest;
}

/**
 * A row's children (an album's photos) below its form or in its detail: in their order, added several at once,
 * moved by arrows (a phone) or by dragging (a desktop), captioned, one made the cover, removed. `editable` false:
 * shown only.
 */
export function ChildListPanel({ resource, id, editable }: { resource: Resource; id: string; editable: boolean }) {
  const def = resource.children!;
  const rows = useChildRows(resource.name, id, def.name);
  const parent = useResourceEntry(resource.name, id);
  const writes = useChildWrites(resource.name, id, def.name);
  const dragged = useRef<number | null>(null);
  const entries = rows.data?.data?.entries ?? [];
  const imageField =
    def.cover?.childField ?? Object.keys(def.fields).find((key) => def.fields[key].kind === 'image') ?? 'image';
  const cover = def.cover ? parent.data?.data?.entry?.[def.cover.parentField] : undefined;
  const ids = entries.map((row) => row.id);
  const reorder = (next: number[]) => reportMutation(writes.reorder.mutateAsync(next), { toast: true });

  const actions: ChildActions | null = editable
    ? {
        move: (row, by) => reorder(movedTo(ids, row.id, ids.indexOf(row.id) + by)),
        save: (row, field, value) =>
          reportMutation(writes.update.mutateAsync({ childId: row.id, body: { [field]: value.trim() || null } }), {
            toast: true,
          }),
        remove: (row: ChildRow) => reportMutation(writes.remove.mutateAsync(row.id), { toast: true }),
        makeCover: def.cover ? (row) => reportMutation(writes.cover.mutateAsync(row.id), { toast: true }) : undefined,
        dragStart: (row) => (dragged.current = row.id),
        drop: (row) => {
          const moved = dragged.current;
          dragged.current = null;
          if (moved !== null && moved !== row.id) void reorder(movedTo(ids, moved, ids.indexOf(row.id)));
        },
      }
    : null;

  const title = `${def.label.charAt(0).toLocaleUpperCase('vi')}${def.label.slice(1)} (${entries.length}/${def.max})`;
  return (
    <Card
      title={title}
      style={{ marginTop: 16 }}
      extra={
        editable && (
          <ChildUpload
            def={def}
            imageField={imageField}
            add={(items) => reportMutation(writes.add.mutateAsync(items), { toast: true })}
          />
        )
      }
      data-testid="children-panel"
    >
      {editable && entries.length > 1 && (
        <Typography.Paragraph type="secondary">
          Dùng mũi tên hoặc kéo thả để đổi thứ tự; chú thích được lưu khi rời ô nhập.
        </Typography.Paragraph>
      )}
      {rows.isPending ? (
        <Skeleton active />
      ) : entries.length ? (
        <List
          grid={{ gutter: 8, xs: 2, sm: 2, md: 3, lg: 4, xl: 4, xxl: 6 }}
          dataSource={entries}
          rowKey="id"
          renderItem={(row, index) => (
            <List.Item>
              <ChildCard
                def={def}
                row={row}
                index={index}
                count={entries.length}
                imageField={imageField}
                isCover={cover !== undefined && cover === row[imageField]}
                actions={actions}
              />
            </List.Item>
          )}
        />
      ) : (
        <Empty description={`Chưa có ${def.label} nào`} />
      )}
    </Card>
  );
}
