import type { KeyboardEvent } from 'react';

/**
 * Enter in a date picker confirms the typed date (the picker handles it first); without this the browser also submits
 * the surrounding form, and the officer meets the save question for a date they were only typing.
 */
export function keepEnterInPicker(event: KeyboardEvent) {
  if (event.key === 'Enter') event.preventDefault();
}
