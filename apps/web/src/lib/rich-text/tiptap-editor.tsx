import { EDITOR_HEADING_LEVELS, VIDEO_EMBED_HEIGHT } from '@console/shared/domain/limits';
import Image from '@tiptap/extension-image';
import { TableKit } from '@tiptap/extension-table';
import TextAlign from '@tiptap/extension-text-align';
import Youtube from '@tiptap/extension-youtube';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect } from 'react';
import { EditorToolbar } from './editor-toolbar.tsx';
import './tiptap-editor.css';

export interface TiptapEditorProps {
  id?: string;
  value?: string | null;
  onChange?: (html: string) => void;
  placeholder?: string;
  disabled?: boolean;
}

/**
 * Empty paragraphs at the end are dropped: the trailing paragraph Tiptap keeps after a heading or a video would
 * otherwise be stored with every answer, and an empty document becomes '' so that "required" checks see it as empty.
 */
const toFormValue = (html: string) => html.replace(/(<p><\/p>)+$/, '');

/** spec §5 editor: headings 1-6, lists, links, tables, uploaded images, and YouTube embeds only (video height 400) */
export default function TiptapEditor({ id, value, onChange, disabled }: TiptapEditorProps) {
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [...EDITOR_HEADING_LEVELS] },
        link: { openOnClick: false, autolink: true },
      }),
      TextAlign.configure({ types: ['heading', 'paragraph'] }),
      // pictures come from the upload connector (never pasted as data: URLs, which the server drops anyway)
      Image.configure({ allowBase64: false }),
      TableKit.configure({ table: { resizable: false } }),
      Youtube.configure({ height: VIDEO_EMBED_HEIGHT, width: 640, nocookie: false, controls: true }),
    ],
    content: value ?? '',
    editable: !disabled,
    immediatelyRender: true,
    onUpdate: ({ editor: current }) => onChange?.(toFormValue(current.getHTML())),
  });

  // a value loaded later (edit form) replaces the content without echoing a change
  useEffect(() => {
    // under StrictMode the first editor is destroyed and replaced: never read a destroyed one
    if (editor && !editor.isDestroyed && (value ?? '') !== toFormValue(editor.getHTML())) {
      editor.commands.setContent(value ?? '', { emitUpdate: false });
    }
  }, [editor, value]);

  useEffect(() => {
    if (editor && !editor.isDestroyed) editor.setEditable(!disabled);
  }, [editor, disabled]);

  return (
    <div className="rich-text" data-testid="rich-text-editor">
      {!disabled && <EditorToolbar editor={editor} />}
      <EditorContent id={id} editor={editor} className="rich-text__content" />
    </div>
  );
}
