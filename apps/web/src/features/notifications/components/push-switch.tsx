import { Space, Switch, Tooltip, Typography } from 'antd';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { reportMutation, successOf } from '../../../lib/envelope-mutation';
import { disablePush, enablePush, pushState } from '../../../lib/web-push';

const STATE_KEY = ['web-push', 'state'] as const;

/**
 * 'Nhận thông báo trên thiết bị này': Web Push to this browser, so a locked phone still shows a new notice. Hidden
 * where the browser cannot do it; disabled, with the reason, where the officer once blocked the page's notifications.
 */
export function PushSwitch() {
  const queryClient = useQueryClient();
  const state = useQuery({ queryKey: STATE_KEY, queryFn: pushState, staleTime: Infinity, networkMode: 'always' });
  const toggle = useMutation({
    mutationFn: (on: boolean) => successOf(on ? enablePush() : disablePush()),
    networkMode: 'always',
    onSettled: () => queryClient.invalidateQueries({ queryKey: STATE_KEY }),
  });
  if (!state.data || state.data === 'unsupported') return null;
  const denied = state.data === 'denied';
  const control = (
    <Space size={8}>
      <Switch
        checked={state.data === 'on'}
        disabled={denied}
        loading={toggle.isPending}
        onChange={(on) => void reportMutation(toggle.mutateAsync(on), { toast: true })}
        aria-label="Nhận thông báo trên thiết bị này"
        data-testid="push-switch"
      />
      <Typography.Text type={denied ? 'secondary' : undefined}>Nhận thông báo trên thiết bị này</Typography.Text>
    </Space>
  );
  return denied ? (
    <Tooltip title="Trình duyệt đang chặn thông báo của trang này. Hãy cho phép trong cài đặt của trang.">
      {control}
    </Tooltip>
  ) : (
    control
  );
}
