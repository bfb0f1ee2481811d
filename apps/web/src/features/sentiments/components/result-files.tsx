import { FileOutlined, VideoCameraOutlined } from '@ant-design/icons';
import type { SentimentAttachment } from '@console/shared/sentiment-types';
import { attachmentUrl } from './attachment-url';

/** spec §2 result view: numbered download links for the videos and files of the reply */
export function ResultFiles({ files }: { files: SentimentAttachment[] }) {
  if (files.length === 0) return null;
  return (
    <ol style={{ margin: 0, paddingInlineStart: 22 }} data-testid="result-files">
      {files.map((file) => (
        <li key={file.id}>
          {file.type === 'video' ? <VideoCameraOutlined /> : <FileOutlined />}{' '}
          <a href={attachmentUrl(file.path)} download={file.name} data-testid="result-file-link">
            {file.name}
          </a>
        </li>
      ))}
    </ol>
  );
}
