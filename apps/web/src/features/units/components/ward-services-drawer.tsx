import { Alert, Drawer, List, Switch, Typography } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import { unlessRefused } from '../../../lib/envelope-mutation';
import { notify } from '../../../lib/notify';
import type { WardServiceEntry } from '../../../lib/ward-services';
import { useWardServiceSwitches } from '../api/get-ward-services';
import { useUpdateWardServices } from '../api/update-ward-services';
import type { UnitRow } from '../api/unit-keys';

interface WardServicesDrawerProps {
  /** the ward whose services are shown; null keeps the drawer closed */
  ward: UnitRow | null;
  /** admins switch services; everyone else only sees them */
  canSwitch: boolean;
  onClose: () => void;
}

/** the platform services of one ward (spec §6: Khảo sát, Chợ quê …), each with its switch */
export function WardServicesDrawer({ ward, canSwitch, onClose }: WardServicesDrawerProps) {
  const services = useWardServiceSwitches(ward?.id ?? null);
  const update = useUpdateWardServices();
  const response = services.data;
  const entries = response?.code === SUCCESS_CODE ? response.data.entries : [];

  // the API takes the whole set: the others keep their current value
  const onSwitch = async (entry: WardServiceEntry, enabled: boolean) => {
    if (!ward) return;
    const enabledServiceIds = entries
      .filter((other) => (other.service.id === entry.service.id ? enabled : other.enabled))
      .map((other) => other.service.id);
    const result = await unlessRefused(update.mutateAsync({ wardId: ward.id, enabledServiceIds }));
    if (!result) return;
    notify.success(`${enabled ? 'Đã bật' : 'Đã tắt'} dịch vụ ${entry.service.name}`, ward.name);
  };

  const pendingId = update.isPending ? update.variables : null;
  return (
    <Drawer
      open={ward !== null}
      onClose={onClose}
      title={ward ? `Dịch vụ của ${ward.name}` : 'Dịch vụ'}
      width={420}
      destroyOnHidden
      data-testid="ward-services-drawer"
    >
      {response && response.code !== SUCCESS_CODE && <Alert type="error" showIcon message={response.message} />}
      {!canSwitch && (
        <Typography.Paragraph type="secondary">
          Chỉ quản trị viên được bật, tắt dịch vụ của xã/phường.
        </Typography.Paragraph>
      )}
      <List<WardServiceEntry>
        loading={services.isFetching && !response}
        dataSource={entries}
        locale={{ emptyText: 'Không có dịch vụ' }}
        renderItem={(entry) => (
          <List.Item
            data-testid={`ward-service-${entry.service.key ?? entry.service.id}`}
            extra={
              <Switch
                checked={entry.enabled}
                checkedChildren="Bật"
                unCheckedChildren="Tắt"
                disabled={!canSwitch || update.isPending}
                loading={
                  pendingId?.wardId === ward?.id &&
                  update.isPending &&
                  isTarget(entry, entries, pendingId?.enabledServiceIds)
                }
                aria-label={entry.service.name}
                data-testid={`ward-service-switch-${entry.service.key ?? entry.service.id}`}
                onChange={(checked) => onSwitch(entry, checked)}
              />
            }
          >
            <Typography.Text strong={entry.enabled}>{entry.service.name}</Typography.Text>
          </List.Item>
        )}
      />
    </Drawer>
  );
}

/** the service whose switch is being sent: the one whose value differs from the request */
function isTarget(entry: WardServiceEntry, entries: WardServiceEntry[], sent: number[] | undefined): boolean {
  if (!sent) return false;
  return entries.some((e) => e.service.id === entry.service.id && e.enabled !== sent.includes(e.service.id));
}
