import { useEffect, useMemo, useRef } from 'react';
import { useBlocker } from 'react-router';
import { askConfirmation } from '../../../lib/result-helper';

const LEAVE_QUESTION = 'Rời khỏi trang? Các thay đổi chưa lưu của khảo sát sẽ bị mất.';

/**
 * A survey takes a while to write on a phone: leaving the screen with changes not saved (a link, 'Hủy', the back
 * button, closing the tab) asks first. Saving lifts the question before the success dialog leads back to the list.
 */
export function useLeaveGuard() {
  const changed = useRef(false);
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => changed.current && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    void askConfirmation(LEAVE_QUESTION).then((leave) => (leave ? blocker.proceed() : blocker.reset()));
  }, [blocker]);

  useEffect(() => {
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      if (changed.current) event.preventDefault();
    };
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => window.removeEventListener('beforeunload', onBeforeUnload);
  }, []);

  return useMemo(
    () => ({
      markChanged: () => {
        changed.current = true;
      },
      markSaved: () => {
        changed.current = false;
      },
    }),
    [],
  );
}
