import { isEmptyValue, matchesFormat, type ValueFormat } from './formats.ts';
import { formatMessage, requiredMessage } from './messages.ts';

export interface FieldRule {
  label: string;
  required?: boolean;
  format?: ValueFormat;
}

/** spec §5: field by field, first failure wins; optional empty fields pass. Returns the message or null. */
export function validateFields(rules: Record<string, FieldRule>, values: Record<string, unknown>): string | null {
  for (const [key, rule] of Object.entries(rules)) {
    const value = values[key];
    if (isEmptyValue(value)) {
      if (rule.required) return requiredMessage(rule.label);
      continue;
    }
    if (rule.format && !matchesFormat(rule.format, value)) return formatMessage(rule.label);
  }
  return null;
}
