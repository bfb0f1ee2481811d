import { SaxesParser } from 'saxes';
import type { ZipReader } from './xlsx-zip-reader.ts';

export interface XmlHandlers {
  /** element names come without their namespace prefix (`x:row` and `row` are the same element) */
  open?(name: string, attributes: Record<string, string>): void;
  close?(name: string): void;
  text?(text: string): void;
}

/** thrown by a handler when it has what it needs: the rest of the part is neither inflated nor parsed */
export class StopReading extends Error {}

const localName = (name: string) => name.slice(name.indexOf(':') + 1);

/**
 * Streams one part of the zip through a SAX parser: memory stays at one chunk plus what the handlers keep, and no
 * recursion, whatever the nesting. saxes expands no entities declared in a DTD, so entity bombs fail as bad XML.
 */
export async function readXml(zip: ZipReader, part: string, handlers: XmlHandlers): Promise<void> {
  const parser = new SaxesParser<{ xmlns: false; position: false }>({ xmlns: false, position: false });
  parser.on('opentag', (tag) => handlers.open?.(localName(tag.name), tag.attributes));
  parser.on('closetag', (tag) => handlers.close?.(localName(tag.name)));
  if (handlers.text) {
    parser.on('text', handlers.text);
    parser.on('cdata', handlers.text);
  }
  const decoder = new TextDecoder('utf-8');
  try {
    for await (const chunk of zip.chunks(part)) parser.write(decoder.decode(chunk, { stream: true }));
    parser.write(decoder.decode());
    parser.close();
  } catch (error) {
    if (!(error instanceof StopReading)) throw error;
  }
}
