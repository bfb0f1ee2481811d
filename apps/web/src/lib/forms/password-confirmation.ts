export { PASSWORD_MISMATCH_MESSAGE } from '@console/shared/validation/messages';

export function passwordsMatch(values: { password?: unknown; password_confirmation?: unknown }): boolean {
  return values.password === values.password_confirmation;
}
