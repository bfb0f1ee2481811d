import { HolderOutlined } from '@ant-design/icons';
import {
  closestCenter,
  DndContext,
  KeyboardSensor,
  PointerSensor,
  useSensor,
  useSensors,
  type Announcements,
  type DragEndEvent,
  type Modifier,
} from '@dnd-kit/core';
import {
  SortableContext,
  sortableKeyboardCoordinates,
  useSortable,
  verticalListSortingStrategy,
} from '@dnd-kit/sortable';
import { CSS } from '@dnd-kit/utilities';
import { Button } from 'antd';
import type { ReactNode } from 'react';

/** the lists only run down the page: a dragged card does not wander sideways off a phone's screen */
const verticalOnly: Modifier = ({ transform }) => ({ ...transform, x: 0 });

// what a screen reader hears while moving with the keyboard (space to lift, arrows, space to drop, Esc to cancel)
const position = (id: unknown, ids: readonly string[]) => ids.indexOf(String(id)) + 1;
const announcementsFor = (ids: readonly string[], noun: string): Announcements => ({
  onDragStart: ({ active }) => `Đã chọn ${noun} thứ ${position(active.id, ids)}.`,
  onDragOver: ({ over }) => (over ? `Sang vị trí ${position(over.id, ids)}.` : ''),
  onDragEnd: ({ over }) => (over ? `Đã đặt vào vị trí ${position(over.id, ids)}.` : 'Đã thả.'),
  onDragCancel: () => 'Đã hủy di chuyển.',
});
const INSTRUCTIONS = {
  draggable: 'Nhấn phím cách để chọn, dùng mũi tên lên xuống để di chuyển, nhấn phím cách để đặt, Esc để hủy.',
};

interface SortableListProps {
  ids: readonly string[];
  /** what one item is, for the screen reader ('câu hỏi', 'phần') */
  noun: string;
  onMove: (from: number, to: number) => void;
  children: ReactNode;
}

/** a vertical list reordered by its items' drag handles, with the mouse, a finger or the keyboard */
export function SortableList({ ids, noun, onMove, children }: SortableListProps) {
  const sensors = useSensors(
    // a few pixels before a drag starts: a tap on the handle stays a tap
    useSensor(PointerSensor, { activationConstraint: { distance: 4 } }),
    useSensor(KeyboardSensor, { coordinateGetter: sortableKeyboardCoordinates }),
  );
  const onDragEnd = ({ active, over }: DragEndEvent) => {
    if (!over || active.id === over.id) return;
    const from = ids.indexOf(String(active.id));
    const to = ids.indexOf(String(over.id));
    if (from >= 0 && to >= 0) onMove(from, to);
  };
  return (
    <DndContext
      sensors={sensors}
      collisionDetection={closestCenter}
      modifiers={[verticalOnly]}
      onDragEnd={onDragEnd}
      accessibility={{ announcements: announcementsFor(ids, noun), screenReaderInstructions: INSTRUCTIONS }}
    >
      <SortableContext items={[...ids]} strategy={verticalListSortingStrategy}>
        {children}
      </SortableContext>
    </DndContext>
  );
}

interface SortableItemProps {
  id: string;
  /** the handle's label ('Kéo để sắp xếp câu 3') */
  handleLabel: string;
  handleTestId: string;
  /** the item, given its drag handle to place */
  children: (handle: ReactNode) => ReactNode;
}

/** one item of a SortableList; only its handle starts a drag, so its inputs stay usable */
export function SortableItem({ id, handleLabel, handleTestId, children }: SortableItemProps) {
  const { attributes, listeners, setNodeRef, setActivatorNodeRef, transform, transition, isDragging } = useSortable({
    id,
  });
  const handle = (
    <Button
      ref={setActivatorNodeRef}
      type="text"
      size="small"
      icon={<HolderOutlined />}
      className="survey-drag-handle"
      {...attributes}
      {...listeners}
      aria-label={handleLabel}
      title={handleLabel}
      data-testid={handleTestId}
    />
  );
  return (
    <div
      ref={setNodeRef}
      className={isDragging ? 'survey-sortable survey-sortable--dragging' : 'survey-sortable'}
      style={{ transform: CSS.Translate.toString(transform), transition }}
    >
      {children(handle)}
    </div>
  );
}
