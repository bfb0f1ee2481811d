import { FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import { Image, Space, Typography } from 'antd';
import type { SentimentAttachment } from '@console/shared/sentiment-types';
import { attachmentUrl } from './attachment-url';

/** the citizen's photos (a preview group), videos (playable) and files (links) */
export function CitizenAttachments({ attachments }: { attachments: SentimentAttachment[] }) {
  if (attachments.length === 0) return <Typography.Text type="secondary">Không có tệp đính kèm</Typography.Text>;
  const images = attachments.filter((attachment) => attachment.type === 'image');
  const videos = attachments.filter((attachment) => attachment.type === 'video');
  const files = attachments.filter((attachment) => attachment.type === 'file');
  return (
    <Space direction="vertical" size={12} style={{ display: 'flex' }} data-testid="citizen-attachments">
      {images.length > 0 && (
        <Image.PreviewGroup>
          <Space wrap size={8}>
            {images.map((image) => (
              <Image
                key={image.id}
                src={attachmentUrl(image.path)}
                alt={image.name}
                width={112}
                height={112}
                style={{ objectFit: 'cover', borderRadius: 8 }}
                data-testid="citizen-photo"
              />
            ))}
          </Space>
        </Image.PreviewGroup>
      )}
      {videos.map((video) => (
        <div key={video.id}>
          <video
            src={attachmentUrl(video.path)}
            controls
            preload="metadata"
            style={{ maxWidth: 380, maxHeight: 320, borderRadius: 8 }}
          />
          <div>
            <VideoCameraOutlined />{' '}
            <a href={attachmentUrl(video.path)} download={video.name}>
              {video.name}
            </a>
          </div>
        </div>
      ))}
      {files.map((file) => (
        <div key={file.id}>
          <FileOutlined />{' '}
          <a href={attachmentUrl(file.path)} download={file.name}>
            {file.name}
          </a>
        </div>
      ))}
    </Space>
  );
}
