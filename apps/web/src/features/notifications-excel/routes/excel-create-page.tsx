import { PageSection } from '../../../lib/page-section';
import { ExcelForm } from '../components/excel-form';

/** spec §2 /admin/notifications-excel/create: saving checks the sheet and opens the draft with its preview */
export default function ExcelCreatePage() {
  return (
    <PageSection title="Thêm mới thông báo từ Excel">
      <ExcelForm entry={null} />
    </PageSection>
  );
}
