import { Alert } from 'antd';
import { Link } from 'react-router';
import { useAppAbility } from '../../../lib/use-app-ability';
import { MARKET_CONFIGS_PATH } from '../../../lib/ward-market-status';
import { useWardServices } from '../../../lib/ward-services';

export const MARKET_NOT_CONFIGURED_MESSAGE = 'Chợ quê của phường/xã chưa được cấu hình.';

/** spec §6: the ward runs 'Chợ quê' but has no market config; those who may create one get a link to do it */
export function MarketNotConfiguredAlert() {
  const { marketNotConfigured } = useWardServices();
  const ability = useAppAbility();
  if (!marketNotConfigured) return null;
  return (
    <Alert
      type="warning"
      showIcon
      message={MARKET_NOT_CONFIGURED_MESSAGE}
      action={
        ability.can('create', 'hm_approval_mode') ? (
          <Link to={MARKET_CONFIGS_PATH} data-testid="market-not-configured-link">
            Cấu hình ngay
          </Link>
        ) : undefined
      }
      data-testid="market-not-configured"
    />
  );
}
