import { textLike, textValue } from './text-value.ts';

/** one line of text, optionally of a spec §5 format (email, phone, url, youtube, map, vr3d…) */
export const text = textLike((def) => textValue(def));
