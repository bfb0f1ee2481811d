import { textLike, textValue } from './text-value.ts';

/** several lines of plain text */
export const textarea = textLike((def) => textValue(def));
