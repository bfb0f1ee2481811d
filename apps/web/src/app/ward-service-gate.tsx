import { Result, Spin } from 'antd';
import type { ComponentType } from 'react';
import { LinkButton } from '../lib/link-button';
import { HOME_PATH } from '../lib/route-paths';
import { useWardServiceCheck, type WardServiceCheck } from '../lib/ward-services';

const SERVICE_OFF: Record<WardServiceCheck, string> = {
  survey: 'Xã/phường của bạn chưa bật dịch vụ Khảo sát',
};

/**
 * spec §6 survey check on the screen itself, not only in the menu: a link or a bookmark to a survey screen of a ward
 * without the service shows why there is nothing, instead of a screen the ward does not run.
 */
function WardServiceGate({ check, Screen }: { check: WardServiceCheck; Screen: ComponentType }) {
  const { passes, isLoading } = useWardServiceCheck(check);
  if (isLoading) return <Spin style={{ display: 'block', margin: '48px auto' }} />;
  if (passes) return <Screen />;
  // antd's Result does not pass a test id on: the wrapper carries it
  return (
    <div data-testid="ward-service-off">
      <Result
        status="info"
        title={SERVICE_OFF[check]}
        subTitle="Dịch vụ của xã/phường được bật trong mục Đơn vị hành chính."
        extra={<LinkButton to={HOME_PATH}>Về trang chủ</LinkButton>}
      />
    </div>
  );
}

/** a screen's lazy module, its component behind the ward's service check */
export function behindWardCheck(
  load: () => Promise<{ default: ComponentType }>,
  check: WardServiceCheck | undefined,
): () => Promise<{ default: ComponentType }> {
  if (!check) return load;
  return async () => {
    const { default: Screen } = await load();
    return { default: () => <WardServiceGate check={check} Screen={Screen} /> };
  };
}
