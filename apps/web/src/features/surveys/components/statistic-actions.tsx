import { FileExcelOutlined, PrinterOutlined } from '@ant-design/icons';
import { Button } from 'antd';
import { downloadExport } from '../../../lib/download-file';
import { useAppAbility } from '../../../lib/use-app-ability';
import { useExportSurvey } from '../api/export-survey';
import type { StatisticFilter } from '../api/survey-statistic';

interface StatisticExportButtonProps {
  surveyId: string;
  /** the file holds what the screen shows: the same ward and days */
  filter: StatisticFilter;
}

/** 'Xuất Excel': the answers under the filter, as the other exports (a signed link the browser downloads) */
export function StatisticExportButton({ surveyId, filter }: StatisticExportButtonProps) {
  const ability = useAppAbility();
  const exporting = useExportSurvey();
  if (!ability.can('read', 'surveys')) return null;
  return (
    <Button
      icon={<FileExcelOutlined />}
      loading={exporting.isPending}
      onClick={() => downloadExport(exporting.mutateAsync({ id: surveyId, filter }))}
      data-testid="statistic-export"
    >
      {exporting.isPending ? 'Đang tạo tệp...' : 'Xuất Excel'}
    </Button>
  );
}

/** 'In': the browser's print dialog; the page's print rules (statistic-page.css) leave the report alone on A4 */
export const StatisticPrintButton = () => (
  <Button icon={<PrinterOutlined />} onClick={() => window.print()} data-testid="statistic-print">
    In
  </Button>
);
