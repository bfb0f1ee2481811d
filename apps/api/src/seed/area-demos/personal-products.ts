import type { AreaDemo } from '../seed-area-demos.ts';

type Status = 'waiting' | 'approved' | 'refused';

// each commune's two stores (personal-stores.ts, in that order): products on sale, waiting for staff, one refused
// with the reason its seller reads
const demo: AreaDemo = ({ wards, photos, idsOf }) => {
  const stores = idsOf('personal-stores');
  return wards.flatMap((ward, n) => {
    const [household, cooperative] = [stores[n * 2], stores[n * 2 + 1]];
    const product = (
      name: string,
      category: string,
      price: number,
      unit: string,
      store: number,
      status: Status,
      extra: Record<string, unknown> = {},
    ) => ({
      name,
      category,
      price,
      unit,
      image: photos[(name.length + n) % photos.length],
      stock: 50,
      origin: 'Thôn Trung tâm',
      contact_phone: '0966123456',
      description: `${name} của bà con trong xã, giao tận nơi trong huyện.`,
      store_id: store,
      ward_id: ward.id,
      approval_status: status,
      ...extra,
    });
    return [
      product('Cải mèo', 'agricultural', 15_000, 'bo', household, 'approved', { is_highlight: true }),
      product('Bí đỏ', 'agricultural', 12_000, 'kg', household, 'approved'),
      product('Gạo nếp Tú Lệ', 'specialty', 45_000, 'kg', cooperative, 'approved', { is_highlight: true }),
      product('Mật ong bạc hà', 'specialty', 350_000, 'lit', cooperative, 'approved'),
      product('Gà đồi thả vườn', 'livestock', 180_000, 'kg', household, 'waiting'),
      product('Măng khô', 'processed', 250_000, 'kg', cooperative, 'waiting'),
      product('Chè Shan tuyết', 'specialty', 400_000, 'kg', household, 'refused', {
        refusal_reason: 'Ảnh sản phẩm chưa rõ, đề nghị chụp lại và ghi rõ nơi sản xuất.',
      }),
    ];
  });
};

export default demo;
