import { textLike, textValue } from './text-value.ts';

/** HTML from the editor; the API sanitises it before storing (apps/api/src/crud/field-kind-hooks.ts) */
export const richtext = { ...textLike((def) => textValue(def)), filter: undefined };
