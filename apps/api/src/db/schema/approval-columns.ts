import { text } from 'drizzle-orm/pg-core';

/** a reviewed row's state and the reason it was refused (define-resource `approval`, shared `approvalFields()`) */
export const approvalColumns = () => ({
  approvalStatus: text('approval_status', { enum: ['waiting', 'approved', 'refused'] })
    .notNull()
    .default('waiting'),
  refusalReason: text('refusal_reason'),
});
