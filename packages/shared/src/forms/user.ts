import { objectSchema } from '../validation/zod-fields.ts';
import { userFields } from './user-fields.ts';

const { password: _password, ...editable } = userFields;

/** create: a password is optional (one is generated and shown once when it is left empty) */
export const ZCreateUserBody = objectSchema(userFields);
/** edit: every field optional; the password changes only through reset-password-without-email */
export const ZUpdateUserBody = objectSchema(editable).partial();
