import type { TestApp } from '../helper.ts';

type Body = Record<string, unknown>;
type Row = Body & { id: number };

/** the staff routes of one resource engine area (/api/admin/{name}), as one caller or another */
export function resourceClient(t: TestApp, name: string) {
  const base = `/api/admin/${name}`;
  const call = (method: 'GET' | 'POST' | 'PATCH' | 'PUT' | 'DELETE', url: string, token?: string, payload?: unknown) =>
    t.request({ method, url, token, payload: payload as Body | undefined });
  return {
    base,
    list: (token: string, query = '') => call('GET', `${base}${query}`, token),
    get: (token: string, id: number) => call('GET', `${base}/${id}`, token),
    create: (token: string, payload: Body) => call('POST', base, token, payload),
    update: (token: string, id: number, payload: Body, method: 'PATCH' | 'PUT' = 'PATCH') =>
      call(method, `${base}/${id}`, token, payload),
    remove: (token: string, id: number) => call('DELETE', `${base}/${id}`, token),
    /** a toggle or bulk route, relative to the base ('change-approve/12', '12/change-active') */
    at: (method: 'PATCH' | 'PUT', path: string, token: string, payload?: Body) =>
      call(method, `${base}/${path}`, token, payload),
    async history(token: string, id: number) {
      const response = await call('GET', `${base}/${id}/history`, token);
      return response.json().data.entries as {
        action: string;
        actor_username: string | null;
        changes: Record<
          string,
          { before: unknown; after: unknown; before_name?: string | null; after_name?: string | null }
        >;
      }[];
    },
    /** the rows an all-seeing caller (admin) finds: the count the database holds */
    async total(adminToken: string, query = '') {
      return (await call('GET', `${base}${query}`, adminToken)).json().data.total as number;
    },
    async rows(token: string, query = '') {
      return (await call('GET', `${base}${query}`, token)).json().data.entries as Row[];
    },
    async row(token: string, id: number) {
      return (await call('GET', `${base}/${id}`, token)).json().data.entry as Row;
    },
  };
}

/** the answer of a refused write: 400 with a Vietnamese message and no data */
export const refusal = (message: string) => ({ code: 400, message, data: null });
