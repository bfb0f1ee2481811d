/**
 * The column beside a `secret` field that holds its value encrypted (stream_url → stream_url_sealed). The engine
 * never reads it into a row (crud/resource-table.ts), so no answer, history or export can carry it.
 */
export const SEALED_SUFFIX = '_sealed';
export const sealedColumnName = (field: string) => `${field}${SEALED_SUFFIX}`;
