import { ArrowLeftOutlined } from '@ant-design/icons';
import { formatDate, formatDateTime } from '@console/shared/dates';
import { Descriptions, Result, Skeleton, Space } from 'antd';
import { Link, useNavigate, useParams } from 'react-router';
import { ReviewButtons } from '../../../crud/review-actions';
import { LinkButton } from '../../../lib/link-button';
import { PageSection } from '../../../lib/page-section';
import { useAppAbility } from '../../../lib/use-app-ability';
import { groupPaths, useDecideRequests, useMember } from '../api/group-members';
import { KycTag, MemberStatusTag, roleLabel } from '../components/member-tags';

const SEX = ['', 'Nam', 'Nữ'];

/** an identity number with its last four digits only: enough to match the card the resident shows */
const masked = (value: string | null) =>
  value ? `${'•'.repeat(Math.max(0, value.length - 4))}${value.slice(-4)}` : '';

/**
 * spec §2 group-members/{id}/details and {id}/details-accept_request: a member, or a request with the resident's
 * identity as their account holds it (verified or not) and, while it waits, Duyệt / Từ chối
 */
export default function MemberDetailPage() {
  const { id = '' } = useParams();
  const navigate = useNavigate();
  const member = useMember(Number(id));
  const decide = useDecideRequests();
  const canApprove = useAppAbility().can('approve', 'group');
  const row = member.data?.data?.entry;
  const isRequest = row?.status !== 'approved';
  const title = row ? (isRequest ? 'Chi tiết yêu cầu tham gia' : 'Chi tiết thành viên') : 'Chi tiết thành viên';

  if (member.isPending) return <Skeleton active />;
  if (!row) return <Result status="404" title="Không tìm thấy thành viên" />;
  return (
    <PageSection
      title={title}
      extra={
        <Space wrap>
          <LinkButton
            to={row.status === 'pending' ? groupPaths.requests : groupPaths.members(row.group_id)}
            icon={<ArrowLeftOutlined />}
          >
            Quay lại
          </LinkButton>
          {row.status === 'pending' && canApprove && (
            <ReviewButtons
              what="yêu cầu tham gia"
              ids={[row.id]}
              status="waiting"
              review={decide}
              onDone={() => navigate(groupPaths.requests)}
            />
          )}
        </Space>
      }
    >
      <Descriptions bordered column={1} size="middle" className="resource-facts" data-testid="member-facts">
        <Descriptions.Item label="Họ và tên">{row.full_name}</Descriptions.Item>
        <Descriptions.Item label="Tài khoản">{row.username}</Descriptions.Item>
        <Descriptions.Item label="Định danh">
          <KycTag accStatus={row.acc_status} />
        </Descriptions.Item>
        <Descriptions.Item label="Số điện thoại">{row.phone}</Descriptions.Item>
        <Descriptions.Item label="Email">{row.email}</Descriptions.Item>
        <Descriptions.Item label="Ngày sinh">{row.dob ? formatDate(row.dob) : ''}</Descriptions.Item>
        <Descriptions.Item label="Giới tính">{SEX[row.sex ?? 0] ?? ''}</Descriptions.Item>
        <Descriptions.Item label="Số CCCD">{masked(row.id_card_number)}</Descriptions.Item>
        <Descriptions.Item label="Thôn/xóm">{row.village_name}</Descriptions.Item>
        <Descriptions.Item label="Nhóm">
          <Link to={groupPaths.members(row.group_id)}>{row.group_name}</Link>
        </Descriptions.Item>
        {row.status === 'approved' && <Descriptions.Item label="Vai trò">{roleLabel(row.role)}</Descriptions.Item>}
        <Descriptions.Item label="Trạng thái">
          <MemberStatusTag status={row.status} />
        </Descriptions.Item>
        <Descriptions.Item label="Lời nhắn">{row.message}</Descriptions.Item>
        {row.refusal_reason && <Descriptions.Item label="Lý do từ chối">{row.refusal_reason}</Descriptions.Item>}
        <Descriptions.Item label="Ngày gửi">{formatDateTime(row.created_at)}</Descriptions.Item>
        {row.decided_at && (
          <Descriptions.Item label="Xử lý">
            {[formatDateTime(row.decided_at), row.decided_by_name].filter(Boolean).join(' · ')}
          </Descriptions.Item>
        )}
      </Descriptions>
    </PageSection>
  );
}
