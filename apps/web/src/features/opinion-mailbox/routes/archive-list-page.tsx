import { mailboxPaths } from '@console/shared/opinion-mailbox/letters';
import { LettersScreen } from '../components/letters-screen';

/** spec §2 opinion-mailbox list-archive: the answered letters staff archived, of every kind */
export default function ArchiveListPage() {
  return <LettersScreen title="Thư góp ý đã lưu trữ" path={mailboxPaths.archive} />;
}
