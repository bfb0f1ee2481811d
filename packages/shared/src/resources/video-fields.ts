import type { FieldDefs } from '../validation/field-defs.ts';

/** where a video plays from: YouTube (spec §5 youtube format) or a file uploaded to the platform */
export const VIDEO_SOURCES = [
  { value: 'youtube', label: 'YouTube' },
  { value: 'upload', label: 'Tệp tải lên (mp4, mov)' },
] as const;

/** a video's own fields, shared by the media videos and the knowledge library's: the link or the file its source needs */
export const videoFields = {
  source: { label: 'Nguồn video', kind: 'select', options: VIDEO_SOURCES, required: true, default: 'youtube' },
  youtube_link: {
    label: 'Đường dẫn YouTube',
    kind: 'text',
    format: 'youtube',
    max: 500,
    requiredWhen: { field: 'source', value: 'youtube' },
  },
  video_file: {
    label: 'Tệp video',
    kind: 'attachments',
    groups: ['video'],
    maxFiles: 1,
    requiredWhen: { field: 'source', value: 'upload' },
  },
  thumbnail: { label: 'Ảnh thu nhỏ', kind: 'image' },
  description: { label: 'Mô tả', kind: 'textarea', max: 3_000 },
} satisfies FieldDefs;
