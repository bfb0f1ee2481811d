import {
  AlignCenterOutlined,
  AlignLeftOutlined,
  AlignRightOutlined,
  BoldOutlined,
  ItalicOutlined,
  LinkOutlined,
  DeleteColumnOutlined,
  InsertRowBelowOutlined,
  InsertRowRightOutlined,
  OrderedListOutlined,
  PictureOutlined,
  RedoOutlined,
  StrikethroughOutlined,
  TableOutlined,
  UnderlineOutlined,
  UndoOutlined,
  UnorderedListOutlined,
  YoutubeOutlined,
} from '@ant-design/icons';
import { EDITOR_HEADING_LEVELS } from '@console/shared/domain/limits';
import { FORMAT_PATTERNS } from '@console/shared/validation/formats';
import { formatMessage } from '@console/shared/validation/messages';
import type { Editor } from '@tiptap/react';
import { useEditorState } from '@tiptap/react';
import { Button, Select, Tooltip } from 'antd';
import { useRef, useState, type ReactNode } from 'react';
import { askForUrl } from './ask-for-url.tsx';
import { uploadInlineImage } from './inline-image.ts';

type Level = (typeof EDITOR_HEADING_LEVELS)[number];

/**
 * After a picture or a video the editor keeps the new node selected, so the next insert or key replaced it: the
 * cursor moves to the line below it (a new empty paragraph when none follows).
 */
function continueBelow(editor: Editor) {
  const after = editor.state.selection.to;
  const next = editor.state.doc.resolve(after).nodeAfter;
  if (next?.type.name === 'paragraph')
    editor
      .chain()
      .focus()
      .setTextSelection(after + 1)
      .run();
  else
    editor
      .chain()
      .focus()
      .insertContentAt(after, { type: 'paragraph' })
      .setTextSelection(after + 1)
      .run();
}

function ToolButton({
  title,
  icon,
  active,
  loading,
  onClick,
}: {
  title: string;
  icon: ReactNode;
  active?: boolean;
  loading?: boolean;
  onClick: () => void;
}) {
  return (
    <Tooltip title={title}>
      <Button
        size="small"
        type={active ? 'primary' : 'text'}
        icon={icon}
        aria-label={title}
        loading={loading}
        onMouseDown={(e) => e.preventDefault()}
        onClick={onClick}
      />
    </Tooltip>
  );
}

export function EditorToolbar({ editor }: { editor: Editor | null }) {
  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      level: (EDITOR_HEADING_LEVELS.find((l) => e?.isActive('heading', { level: l })) ?? 0) as Level | 0,
      bold: e?.isActive('bold') ?? false,
      italic: e?.isActive('italic') ?? false,
      underline: e?.isActive('underline') ?? false,
      strike: e?.isActive('strike') ?? false,
      bullet: e?.isActive('bulletList') ?? false,
      ordered: e?.isActive('orderedList') ?? false,
      link: e?.isActive('link') ?? false,
      table: e?.isActive('table') ?? false,
    }),
  });
  const picker = useRef<HTMLInputElement>(null);
  const [uploading, setUploading] = useState(false);
  if (!editor || !state) return null;
  const chain = () => editor.chain().focus();

  const addLink = async () => {
    const url = await askForUrl(
      'Chèn liên kết',
      'Địa chỉ liên kết',
      (v) => FORMAT_PATTERNS.url.test(v),
      formatMessage('Địa chỉ liên kết'),
    );
    if (url)
      chain()
        .extendMarkRange('link')
        .setLink({ href: /^https?:\/\//.test(url) ? url : `https://${url}` })
        .run();
  };
  const addVideo = async () => {
    const url = await askForUrl(
      'Chèn video YouTube',
      'Đường dẫn YouTube',
      (v) => FORMAT_PATTERNS.youtube.test(v),
      formatMessage('Đường dẫn YouTube'),
    );
    if (url && chain().setYoutubeVideo({ src: url }).run()) continueBelow(editor);
  };

  const addImage = async (file: File | undefined) => {
    if (!file) return;
    setUploading(true);
    const uploaded = await uploadInlineImage(file).finally(() => setUploading(false));
    if (uploaded && !editor.isDestroyed && chain().setImage(uploaded).run()) continueBelow(editor);
  };

  return (
    <div className="rich-text__toolbar" role="toolbar" aria-label="Định dạng văn bản">
      <Select<Level | 0>
        size="small"
        style={{ width: 120 }}
        value={state.level}
        aria-label="Kiểu đoạn"
        onChange={(level) => {
          if (level) chain().setHeading({ level }).run();
          else chain().setParagraph().run();
          // antd's Select takes the focus back right after a choice (in a zero timeout of its own): hand it to the
          // text after that, so that typing goes on in the editor
          setTimeout(() => {
            if (!editor.isDestroyed) editor.commands.focus();
          });
        }}
        options={[
          { value: 0, label: 'Đoạn văn' },
          ...EDITOR_HEADING_LEVELS.map((l) => ({ value: l, label: `Tiêu đề ${l}` })),
        ]}
      />
      <ToolButton
        title="In đậm"
        icon={<BoldOutlined />}
        active={state.bold}
        onClick={() => chain().toggleBold().run()}
      />
      <ToolButton
        title="In nghiêng"
        icon={<ItalicOutlined />}
        active={state.italic}
        onClick={() => chain().toggleItalic().run()}
      />
      <ToolButton
        title="Gạch chân"
        icon={<UnderlineOutlined />}
        active={state.underline}
        onClick={() => chain().toggleUnderline().run()}
      />
      <ToolButton
        title="Gạch ngang"
        icon={<StrikethroughOutlined />}
        active={state.strike}
        onClick={() => chain().toggleStrike().run()}
      />
      <ToolButton
        title="Danh sách"
        icon={<UnorderedListOutlined />}
        active={state.bullet}
        onClick={() => chain().toggleBulletList().run()}
      />
      <ToolButton
        title="Danh sách đánh số"
        icon={<OrderedListOutlined />}
        active={state.ordered}
        onClick={() => chain().toggleOrderedList().run()}
      />
      <ToolButton title="Căn trái" icon={<AlignLeftOutlined />} onClick={() => chain().setTextAlign('left').run()} />
      <ToolButton
        title="Căn giữa"
        icon={<AlignCenterOutlined />}
        onClick={() => chain().setTextAlign('center').run()}
      />
      <ToolButton title="Căn phải" icon={<AlignRightOutlined />} onClick={() => chain().setTextAlign('right').run()} />
      <ToolButton title="Chèn liên kết" icon={<LinkOutlined />} active={state.link} onClick={addLink} />
      <ToolButton
        title="Chèn ảnh"
        icon={<PictureOutlined />}
        loading={uploading}
        onClick={() => picker.current?.click()}
      />
      <input
        ref={picker}
        type="file"
        accept=".jpg,.jpeg,.png"
        style={{ display: 'none' }}
        data-testid="rich-text-image-input"
        onChange={(event) => {
          void addImage(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <ToolButton title="Chèn video YouTube" icon={<YoutubeOutlined />} onClick={addVideo} />
      <ToolButton
        title="Chèn bảng"
        icon={<TableOutlined />}
        onClick={() => chain().insertTable({ rows: 3, cols: 3, withHeaderRow: true }).run()}
      />
      {state.table && (
        <>
          <ToolButton title="Thêm hàng" icon={<InsertRowBelowOutlined />} onClick={() => chain().addRowAfter().run()} />
          <ToolButton
            title="Thêm cột"
            icon={<InsertRowRightOutlined />}
            onClick={() => chain().addColumnAfter().run()}
          />
          <ToolButton title="Xoá bảng" icon={<DeleteColumnOutlined />} onClick={() => chain().deleteTable().run()} />
        </>
      )}
      <ToolButton title="Hoàn tác" icon={<UndoOutlined />} onClick={() => chain().undo().run()} />
      <ToolButton title="Làm lại" icon={<RedoOutlined />} onClick={() => chain().redo().run()} />
    </div>
  );
}
