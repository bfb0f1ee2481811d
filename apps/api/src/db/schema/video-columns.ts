import type { Attachment } from '@console/shared/field-kinds/attachments';
import { jsonb, text } from 'drizzle-orm/pg-core';

/** the columns of resources/video-fields.ts (a title, then where the video plays from), for every video table */
export const videoColumns = () => ({
  title: text('title').notNull(),
  source: text('source').notNull().default('youtube'),
  youtubeLink: text('youtube_link'),
  videoFile: jsonb('video_file').$type<Attachment[]>(),
  thumbnail: text('thumbnail'),
  description: text('description'),
});
