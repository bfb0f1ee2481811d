import { mailboxPaths, type LetterKind } from '@console/shared/opinion-mailbox/letters';
import { Navigate, useParams } from 'react-router';
import { LettersScreen } from '../components/letters-screen';

const TITLES: Record<LetterKind, string> = {
  resident: 'Thư góp ý của người dân',
  guest: 'Thư góp ý của khách',
  anonymous: 'Thư góp ý ẩn danh',
};

/** spec §2 opinion-mailbox resident, guest and anonymous lists */
export default function LettersListPage() {
  const { kind } = useParams();
  if (!kind || !Object.hasOwn(TITLES, kind)) return <Navigate to="/error/404" replace />;
  const known = kind as LetterKind;
  return <LettersScreen key={known} title={TITLES[known]} path={mailboxPaths.list(known)} kind={known} />;
}
