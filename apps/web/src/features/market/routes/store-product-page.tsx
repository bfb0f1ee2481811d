import type { Resource } from '@console/shared/resources/define-resource';
import { personalProducts } from '@console/shared/resources/market';
import { ResourceDetail } from '../../../crud/resource-detail';

/** spec §2 store-detail/{id}/product-detail/{idProduct}: a product opened from its store's page */
export default function StoreProductPage() {
  return <ResourceDetail resource={personalProducts as unknown as Resource} />;
}
