import { ArrowDownOutlined, ArrowUpOutlined, DeleteOutlined, StarOutlined } from '@ant-design/icons';
import { Button, Card, Input, Popconfirm, Tag, Tooltip } from 'antd';
import type { DragEvent } from 'react';
import type { ChildList, ChildRow } from '@console/shared/resources/child-lists';
import { imageSrc } from '../../lib/files/image-src';

export interface ChildActions {
  move(row: ChildRow, by: -1 | 1): void;
  save(row: ChildRow, field: string, value: string): void;
  remove(row: ChildRow): void;
  makeCover?(row: ChildRow): void;
  /** drag and drop on a desktop: the card dragged, the card it was dropped on */
  dragStart(row: ChildRow): void;
  drop(row: ChildRow): void;
}

/** one child (a photo): its picture, its place, its text fields saved when left, and what can be done with it */
export function ChildCard({
  def,
  row,
  index,
  count,
  imageField,
  isCover,
  actions,
}: {
  def: ChildList;
  row: ChildRow;
  index: number;
  count: number;
  imageField: string;
  isCover: boolean;
  actions: ChildActions | null;
}) {
  const texts = Object.entries(def.fields).filter(([, field]) => field.kind === 'text' || field.kind === 'textarea');
  const buttons = actions && [
    <Tooltip title="Lên trước" key="up">
      <Button
        type="text"
        icon={<ArrowUpOutlined />}
        disabled={index === 0}
        onClick={() => actions.move(row, -1)}
        aria-label="Lên trước"
        data-testid="child-up"
      />
    </Tooltip>,
    <Tooltip title="Xuống sau" key="down">
      <Button
        type="text"
        icon={<ArrowDownOutlined />}
        disabled={index === count - 1}
        onClick={() => actions.move(row, 1)}
        aria-label="Xuống sau"
        data-testid="child-down"
      />
    </Tooltip>,
    ...(actions.makeCover
      ? [
          <Tooltip title="Đặt làm ảnh bìa" key="cover">
            <Button
              type="text"
              icon={<StarOutlined />}
              disabled={isCover}
              onClick={() => actions.makeCover!(row)}
              aria-label="Đặt làm ảnh bìa"
              data-testid="child-cover"
            />
          </Tooltip>,
        ]
      : []),
    <Popconfirm
      key="remove"
      title={`Xoá ${def.label} này?`}
      okText="Đồng ý!"
      cancelText="Không đồng ý!"
      okButtonProps={{ danger: true, 'data-testid': 'confirm-ok' }}
      cancelButtonProps={{ 'data-testid': 'confirm-cancel' }}
      onConfirm={() => actions.remove(row)}
    >
      <Button type="text" danger icon={<DeleteOutlined />} aria-label={`Xoá ${def.label}`} data-testid="child-remove" />
    </Popconfirm>,
  ];
  const dragProps = actions && {
    draggable: true,
    onDragStart: () => actions.dragStart(row),
    onDragOver: (event: DragEvent) => event.preventDefault(),
    onDrop: (event: DragEvent) => {
      event.preventDefault();
      actions.drop(row);
    },
  };
  return (
    <Card
      size="small"
      cover={
        <img
          src={imageSrc(row[imageField], 'thumb')}
          alt={String(row.caption ?? '')}
          loading="lazy"
          style={{ aspectRatio: '4 / 3', objectFit: 'cover' }}
        />
      }
      actions={buttons ?? undefined}
      data-testid="child-card"
      data-child-id={row.id}
      {...dragProps}
    >
      <div style={{ marginBottom: texts.length ? 8 : 0 }}>
        <Tag data-testid="child-position">{index + 1}</Tag>
        {isCover && <Tag color="gold">Ảnh bìa</Tag>}
      </div>
      {texts.map(([key, field]) =>
        actions ? (
          <Input
            key={`${key}-${String(row[key] ?? '')}`}
            defaultValue={String(row[key] ?? '')}
            placeholder={field.label}
            aria-label={field.label}
            maxLength={field.max}
            onBlur={(event) => {
              if (event.target.value !== String(row[key] ?? '')) actions.save(row, key, event.target.value);
            }}
            onPressEnter={(event) => event.currentTarget.blur()}
            data-testid={`child-${key}`}
          />
        ) : row[key] ? (
          <div key={key}>{String(row[key])}</div>
        ) : null,
      )}
    </Card>
  );
}
