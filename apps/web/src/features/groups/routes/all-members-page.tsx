import { groupPaths } from '../api/group-members';
import { MembersScreen } from '../components/members-screen';

/** spec §2 group-members/list: the members and requests of every group of the officer's units */
export default function AllMembersPage() {
  return <MembersScreen title="Thành viên các nhóm" path={groupPaths.allMembers} scope="all" testId="members-table" />;
}
