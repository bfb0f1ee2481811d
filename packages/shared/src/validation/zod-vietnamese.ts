import { z } from 'zod';
import { formatMessage, requiredMessage, tooLongMessage, tooShortMessage } from './messages.ts';

type Issue = z.core.$ZodRawIssue;

/** how a message names the field: its key path ('Trường ward_id'), or the whole request when the root is wrong */
const fieldOf = (path: readonly PropertyKey[] | undefined) =>
  path?.length ? `Trường ${path.map(String).join('.')}` : 'Dữ liệu gửi lên';

/**
 * The Vietnamese wording for an issue whose schema gave no message of its own (a raw z.object root, an enum, a
 * length): the shared field builders name their fields with the spec §5 wording; this covers everything else, so
 * no answer carries zod's English ("Invalid input: expected object, received null", issue 9).
 */
export function vietnameseIssueMessage(issue: Issue): string {
  const field = fieldOf(issue.path);
  const bounded = issue as { origin?: string; maximum?: number | bigint; minimum?: number | bigint };
  switch (issue.code) {
    case 'invalid_type':
      return issue.input === undefined && issue.path?.length ? requiredMessage(field) : formatMessage(field);
    case 'too_big':
      if (bounded.origin === 'string') return tooLongMessage(field, Number(bounded.maximum));
      if (bounded.origin === 'array' || bounded.origin === 'set')
        return `${field} có nhiều hơn ${Number(bounded.maximum)} phần tử!`;
      return formatMessage(field);
    case 'too_small':
      if (bounded.origin === 'string')
        return Number(bounded.minimum) <= 1 ? requiredMessage(field) : tooShortMessage(field, Number(bounded.minimum));
      if (bounded.origin === 'array' || bounded.origin === 'set')
        return Number(bounded.minimum) <= 1 ? requiredMessage(field) : formatMessage(field);
      return formatMessage(field);
    case 'unrecognized_keys':
      return `${field} có trường không được hỗ trợ: ${issue.keys.join(', ')}`;
    default:
      return formatMessage(field);
  }
}

/** makes zod's fallback wording Vietnamese for this process (API) or page (web); schema messages still come first */
export function useVietnameseZodMessages() {
  z.config({ customError: vietnameseIssueMessage });
}
