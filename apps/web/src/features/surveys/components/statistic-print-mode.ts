import { useEffect, useState } from 'react';
import { flushSync } from 'react-dom';

/** what a chart measures while printing: fits the width of A4 portrait inside the page's margins */
export const PRINT_CHART_WIDTH = 600;

/**
 * True while the page is being printed. The responsive charts measured the screen (1,100 px on a desktop): printed as
 * they are they would run off the paper, so they are drawn again at a fixed width first. `beforeprint` is rendered
 * synchronously (flushSync) because the browser lays the page out for printing as soon as the handlers return; the
 * print media query covers the print preview of a test browser, which fires no such event.
 */
export function usePrintMode(): boolean {
  const [printing, setPrinting] = useState(() => window.matchMedia('print').matches);
  useEffect(() => {
    const media = window.matchMedia('print');
    const onMedia = () => setPrinting(media.matches);
    const before = () => flushSync(() => setPrinting(true));
    const after = () => setPrinting(false);
    media.addEventListener('change', onMedia);
    window.addEventListener('beforeprint', before);
    window.addEventListener('afterprint', after);
    return () => {
      media.removeEventListener('change', onMedia);
      window.removeEventListener('beforeprint', before);
      window.removeEventListener('afterprint', after);
    };
  }, []);
  return printing;
}
