import type { Resource } from '@console/shared/resources/define-resource';
import { personalProducts } from '@console/shared/resources/market';

/** spec §2: a store's product opens at store-detail/{id}/product-detail/{idProduct} */
export const storeProductPath = (storeId: number | string, productId: number | string) =>
  `${personalProducts.path.replace(/\/list$/, '')}/store-detail/${storeId}/product-detail/${productId}`;

/** the products list narrowed to one store, its rows opening under the store's page */
export function storeProductsResource(storeId: string): Resource {
  const products = personalProducts as unknown as Resource;
  return {
    ...products,
    label: 'sản phẩm của gian hàng',
    detailPath: storeProductPath(storeId, '{id}'),
    fixed: { field: 'store_id', value: storeId },
    alsoAt: undefined,
    list: {
      ...products.list,
      columns: products.list.columns.filter((key) => key !== 'store_id' && key !== 'ward_id'),
      filters: products.list.filters.filter((key) => key !== 'store_id' && key !== 'ward_id'),
    },
  };
}
