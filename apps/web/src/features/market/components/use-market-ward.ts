import { useSearchParams } from 'react-router';
import { useSessionUser } from '../../../lib/session';
import { useAppAbility } from '../../../lib/use-app-ability';
import { canChooseWard, pinnedWard } from '../../../lib/wards/ward-access';

const WARD_PARAM = 'ward_id';

function wardFromUrl(value: string | null): number | null {
  const id = Number(value);
  return Number.isInteger(id) && id > 0 ? id : null;
}

/**
 * The ward a market screen works on: a ward officer's own; staff above the wards pick one, kept in the URL so a reload
 * or a shared link opens the same ward (the configs and browse-mode screens)
 */
export function useMarketWard() {
  const user = useSessionUser();
  const ability = useAppAbility();
  const [params, setParams] = useSearchParams();
  const pinned = pinnedWard(user);
  const chooser = pinned === null && canChooseWard(ability, user);
  const wardId =
    pinned?.id ?? (chooser ? (wardFromUrl(params.get(WARD_PARAM)) ?? user?.ward_id ?? null) : (user?.ward_id ?? null));
  const choose = (next: number | null) =>
    setParams(
      (current) => {
        const updated = new URLSearchParams(current);
        if (next) updated.set(WARD_PARAM, String(next));
        else updated.delete(WARD_PARAM);
        return updated;
      },
      { replace: true },
    );
  return { wardId, pinned, chooser, choose };
}
