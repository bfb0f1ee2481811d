import { objectSchema } from '../validation/zod-fields.ts';
import {
  changePasswordFields,
  loginFields,
  newPasswordFields,
  profileFields,
  resetRequestFields,
} from './account-fields.ts';

export const ZLoginBody = objectSchema(loginFields);
export const ZProfileBody = objectSchema(profileFields);
export const ZChangePasswordBody = objectSchema(changePasswordFields);
export const ZResetRequestBody = objectSchema(resetRequestFields);
export const ZNewPasswordBody = objectSchema(newPasswordFields);
