import { useEffect, useRef, useState } from 'react';
import { useImportUsers } from '../api/import-users';
import type { ImportTransferState } from './import-transfer';

/**
 * The import's two uploads (the dry run, then the import) with their progress. Leaving the screen aborts an upload
 * still under way.
 */
export function useImportUpload() {
  const importing = useImportUsers();
  const [transfer, setTransfer] = useState<ImportTransferState | null>(null);
  const [dryRun, setDryRun] = useState(true);
  const controller = useRef<AbortController | null>(null);

  useEffect(() => () => controller.current?.abort('cancel'), []);

  const upload = async (file: File, asDryRun: boolean) => {
    controller.current = new AbortController();
    setDryRun(asDryRun);
    setTransfer({ percent: 0, sent: false });
    try {
      return await importing.mutateAsync({
        file,
        dryRun: asDryRun,
        signal: controller.current.signal,
        onProgress: (percent) => setTransfer((current) => (current?.sent ? current : { percent, sent: false })),
        onSent: () => setTransfer({ percent: 100, sent: true }),
      });
    } finally {
      setTransfer(null);
      controller.current = null;
    }
  };

  /** 'check' while the dry run runs, 'import' while the import runs */
  const busy = transfer === null ? null : dryRun ? ('check' as const) : ('import' as const);
  return { upload, transfer, busy };
}
