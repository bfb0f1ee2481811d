import { acceptNested, objectSchema } from '../validation/zod-fields.ts';
import { userFields } from './user-fields.ts';

const { password: _password, ...editable } = userFields;

/** spec §3 User: the login's user carries these in `kyc`; a body may send them there or flat (zod-fields acceptNested) */
const { full_name, dob, sex, id_card_number } = userFields;
export const USER_KYC_FIELDS = { full_name, dob, sex, id_card_number };
export const USER_KYC_LABEL = 'Thông tin định danh';

/** create: a password is optional (one is generated and shown once when it is left empty) */
export const ZCreateUserBody = acceptNested(objectSchema(userFields), 'kyc', USER_KYC_LABEL, USER_KYC_FIELDS);
/** edit: every field optional; the password changes only through reset-password-without-email */
export const ZUpdateUserBody = acceptNested(objectSchema(editable).partial(), 'kyc', USER_KYC_LABEL, USER_KYC_FIELDS);
