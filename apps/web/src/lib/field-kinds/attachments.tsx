import { Image } from 'antd';
import type { Attachment } from '@console/shared/field-kinds/attachments';
import type { FieldDef } from '@console/shared/validation/field-defs';
import { imageSrc } from '../files/image-src';
import { AttachmentsInput, picturesOnly } from './attachments-input';
import type { WebKind } from './web-kind';

const filesOf = (value: unknown) => (Array.isArray(value) ? (value as Attachment[]) : []);

/** a gallery (pictures only): thumbnails that open the pictures one after another */
function Gallery({ files }: { files: Attachment[] }) {
  return (
    <Image.PreviewGroup>
      {files.map((file) => (
        <Image
          key={file.path}
          src={imageSrc(file.path, 'thumb')}
          preview={{ src: imageSrc(file.path, 'list') }}
          alt={file.name}
          width={96}
          height={96}
          style={{ objectFit: 'cover', borderRadius: 4, marginRight: 8, marginBottom: 8 }}
        />
      ))}
    </Image.PreviewGroup>
  );
}

export const attachments: WebKind = {
  control: (field) => <AttachmentsInput groups={field.groups} max={field.maxFiles} />,
  cell: (_field, key, row) => (filesOf(row[key]).length ? `${filesOf(row[key]).length} tệp` : ''),
  detail: (field: FieldDef, key, row) =>
    picturesOnly(field.groups) ? (
      <Gallery files={filesOf(row[key])} />
    ) : (
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
