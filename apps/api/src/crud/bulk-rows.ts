import { formatMessage } from '@console/shared/validation/messages';
import { z } from 'zod';
import { ZIdList } from '../query/list-params.ts';

/** the most rows one bulk action may name by default (a page of the list is at most 100) */
export const MAX_BULK_ROWS = 100;
const BULK_LABEL = 'Danh sách bản ghi đã chọn';

/** the selected rows of a bulk switch or review: 1 to `max` ids */
export const ZBulkIds = (max = MAX_BULK_ROWS) => ZIdList(BULK_LABEL, max).min(1, formatMessage(BULK_LABEL));

/** a wanted value in a path: '1' on, '0' off — anything else is the field's Vietnamese format message */
export const ZSwitchInPath = (label: string) =>
  z.enum(['0', '1'], { error: formatMessage(label) }).transform((value) => value === '1');
