import { FileExcelOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import type { Resource } from '@console/shared/resources/define-resource';
import { api, type QueryValue } from '../lib/api-client';
import { downloadExport } from '../lib/download-file';
import { useEnvelopeMutation } from '../lib/envelope-mutation';
import { resourceUrl } from './api/resource-keys';

/** 'Xuất Excel' of a list (define-resource `export`): the rows the officer is looking at, as a download */
export function ExportButton({ resource, query }: { resource: Resource; query: Record<string, QueryValue> }) {
  const exporting = useEnvelopeMutation({
    mutationFn: () => api.get<{ url: string }>(resourceUrl(resource.name, 'export'), { query }),
  });
  const onExport = () => downloadExport(exporting.mutateAsync(undefined));
  return (
    <Button icon={<FileExcelOutlined />} loading={exporting.isPending} onClick={onExport} data-testid="resource-export">
      {exporting.isPending ? 'Đang tạo tệp...' : 'Xuất Excel'}
    </Button>
  );
}
