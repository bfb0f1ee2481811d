import { LaptopOutlined, LogoutOutlined, MobileOutlined } from '@ant-design/icons';
import { formatDateTime } from '@console/shared/dates';
import type { ProfileSession } from '@console/shared/domain/sessions';
import { Button, Card, List, Popconfirm, Space, Tag, Typography } from 'antd';
import { reportMutation } from '../../../lib/envelope-mutation';
import { useEndOtherSessions, useEndSession, useProfileSessions } from '../api/sessions';

/** 'Chrome trên Android' from a user agent: enough for an officer to recognise a device, no library for it */
export function deviceOf(userAgent: string | null): { label: string; phone: boolean } {
  const agent = userAgent ?? '';
  const browser =
    [
      ['Zalo', /Zalo/i],
      ['Cốc Cốc', /coc_coc|CocCoc/i],
      ['Edge', /Edg\//],
      ['Firefox', /Firefox\//],
      ['Chrome', /Chrome\//],
      ['Safari', /Safari\//],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? 'Trình duyệt khác';
  const system =
    [
      ['Android', /Android/],
      ['iPhone', /iPhone|iPad/],
      ['Windows', /Windows/],
      ['macOS', /Mac OS X/],
      ['Linux', /Linux/],
    ].find(([, pattern]) => (pattern as RegExp).test(agent))?.[0] ?? null;
  return {
    label: system ? `${browser} trên ${system}` : (browser as string),
    phone: /Mobile|Android|iPhone/.test(agent),
  };
}

/**
 * Issue 21 (ASVS 3.3.3–3.3.4): where this account is signed in — device, address, when signed in and last active —
 * with "Đăng xuất" for each other device and for all of them at once. A session left idle 30 minutes, or 12 hours
 * old, ends by itself and leaves the list.
 */
export function SessionsCard() {
  const sessions = useProfileSessions();
  const endOne = useEndSession();
  const endOthers = useEndOtherSessions();
  const entries = sessions.data?.data?.entries ?? [];
  const others = entries.filter((session) => !session.current).length;

  const item = (session: ProfileSession) => {
    const device = deviceOf(session.user_agent);
    return (
      <List.Item
        data-testid={session.current ? 'session-current' : 'session-other'}
        actions={
          session.current
            ? [
                <Tag key="current" color="blue">
                  Thiết bị này
                </Tag>,
              ]
            : [
                <Popconfirm
                  key="end"
                  title="Đăng xuất thiết bị này?"
                  okText="Đăng xuất"
                  cancelText="Hủy"
                  onConfirm={() => reportMutation(endOne.mutateAsync(session.id), { toast: true })}
                >
                  <Button size="small" icon={<LogoutOutlined />} data-testid="session-end">
                    Đăng xuất
                  </Button>
                </Popconfirm>,
              ]
        }
      >
        <List.Item.Meta
          avatar={device.phone ? <MobileOutlined /> : <LaptopOutlined />}
          title={device.label}
          description={
            <Space direction="vertical" size={0}>
              <Typography.Text type="secondary">Đăng nhập lúc {formatDateTime(session.created_at)}</Typography.Text>
              <Typography.Text type="secondary">
                Hoạt động gần nhất {formatDateTime(session.last_seen_at)}
                {session.ip ? ` · ${session.ip}` : ''}
              </Typography.Text>
            </Space>
          }
        />
      </List.Item>
    );
  };

  return (
    <Card
      title="Thiết bị đang đăng nhập"
      style={{ marginTop: 16 }}
      data-testid="profile-sessions"
      extra={
        others > 0 && (
          <Popconfirm
            title="Đăng xuất khỏi tất cả thiết bị khác?"
            okText="Đăng xuất"
            cancelText="Hủy"
            onConfirm={() => reportMutation(endOthers.mutateAsync(), { toast: true })}
          >
            <Button danger data-testid="sessions-end-others" loading={endOthers.isPending}>
              Đăng xuất thiết bị khác
            </Button>
          </Popconfirm>
        )
      }
    >
      <List loading={sessions.isLoading} dataSource={entries} renderItem={item} rowKey="id" />
    </Card>
  );
}
