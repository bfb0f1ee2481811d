import type { Resource } from '@console/shared/resources/define-resource';
import { useMemo } from 'react';
import { useParams } from 'react-router';
import { ResourceDetail } from '../../../crud/resource-detail';
import { ResourceList } from '../../../crud/resource-list';
import { storeProductsResource } from '../components/store-products';

/** a store: who sells, how to reach them, and every product of the store with its state (spec §2 store-detail/{id}) */
export function StoreDetailPage({ resource }: { resource: Resource }) {
  const { id = '' } = useParams();
  const products = useMemo(() => storeProductsResource(id), [id]);
  return <ResourceDetail resource={resource} below={<ResourceList resource={products} />} />;
}
