import type { Attachment } from '@console/shared/field-kinds/attachments';
import { AttachmentsInput } from './attachments-input';
import type { WebKind } from './web-kind';

const filesOf = (value: unknown) => (Array.isArray(value) ? (value as Attachment[]) : []);

export const attachments: WebKind = {
  control: (field) => <AttachmentsInput groups={field.groups} max={field.maxFiles} />,
  cell: (_field, key, row) => (filesOf(row[key]).length ? `${filesOf(row[key]).length} tệp` : ''),
  detail: (_field, key, row) => (
    <ol style={{ margin: 0, paddingLeft: 20 }}>
      {filesOf(row[key]).map((file) => (
        <li key={file.path}>
          <a href={file.path} target="_blank" rel="noopener noreferrer">
            {file.name}
          </a>
        </li>
      ))}
    </ol>
  ),
};
