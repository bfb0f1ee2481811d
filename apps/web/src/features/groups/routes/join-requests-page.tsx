import { groupPaths } from '../api/group-members';
import { MembersScreen } from '../components/members-screen';

/** spec §2 group-members/list-approve: the requests to join waiting in the officer's groups, newest first */
export default function JoinRequestsPage() {
  return (
    <MembersScreen
      title="Yêu cầu tham gia nhóm"
      path={groupPaths.requests}
      scope="pending"
      testId="join-requests-table"
    />
  );
}
