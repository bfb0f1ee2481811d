import { useQuery } from '@tanstack/react-query';
import { Result, Skeleton } from 'antd';
import { SUCCESS_CODE } from '@console/shared/domain/limits';
import type { Resource } from '@console/shared/resources/define-resource';
import { api } from '../lib/api-client';
import { reportMutation, useEnvelopeMutation } from '../lib/envelope-mutation';
import { PageSection } from '../lib/page-section';
import { useSessionUser } from '../lib/session';
import { resourceKeys, resourceUrl, type ResourceRow } from './api/resource-keys';
import { ResourceFormBody } from './resource-form';

/**
 * The screen of a one-row area (define-resource `singleton`: the footer, the contact details): its form, filled from
 * GET /api/admin/{name} (empty before anyone wrote it), saved with PUT; platform staff write it, others read it.
 */
export function SingletonForm({ resource }: { resource: Resource }) {
  const user = useSessionUser();
  const key = resourceKeys.detail(resource.name, 'singleton');
  const query = useQuery({
    queryKey: key,
    queryFn: ({ signal }) => api.get<{ entry: ResourceRow | null }>(resourceUrl(resource.name), { signal }),
    staleTime: 0,
  });
  const save = useEnvelopeMutation({
    mutationFn: (body: Record<string, unknown>) => api.put<{ entry: ResourceRow }>(resourceUrl(resource.name), body),
    invalidates: () => [key],
  });
  const title = resource.label.charAt(0).toLocaleUpperCase('vi') + resource.label.slice(1);

  if (query.isPending) {
    return (
      <PageSection title={title}>
        <Skeleton active />
      </PageSection>
    );
  }
  if (query.data?.code !== SUCCESS_CODE) {
    return (
      <PageSection title={title}>
        <Result status="error" title={query.data?.message || `Không tải được ${resource.label}`} />
      </PageSection>
    );
  }
  const entry = query.data.data.entry;
  return (
    <ResourceFormBody
      // a saved row (or its first creation) fills the form afresh
      key={entry ? `${entry.id}:${String(entry.updated_at)}` : 'new'}
      resource={resource}
      entry={entry}
      title={title}
      singleton={{
        save: (body) => reportMutation(save.mutateAsync(body)),
        saving: save.isPending,
        writable: user?.role.scope === 'all',
      }}
    />
  );
}
