import type { AreaDemo } from '../seed-area-demos.ts';
import { DEMO_CATEGORIES } from './categories.ts';

type Status = 'waiting' | 'approved' | 'refused';
type Category = (typeof DEMO_CATEGORIES)[number][1];

// each commune's machine services and supplies, offered by households and the commune's cooperative: most approved
// and shown to residents, some waiting for the ward's staff, one refused with the reason its sender reads
const demo: AreaDemo = ({ wards, photos, idsOf, villagesOf }) => {
  const categoryIds = idsOf('categories');
  const categoryOf = (name: Category) => categoryIds[DEMO_CATEGORIES.findIndex((category) => category[1] === name)];
  return wards.flatMap((ward, n) => {
    const hamlets = villagesOf(ward.id);
    const cooperative = n === 0 ? 'HTX Nông nghiệp Đồng Tâm' : 'HTX Dịch vụ nông nghiệp Bản Xèo';
    const service = (
      kind: 'machine' | 'supplies',
      name: string,
      category: Category,
      [price, unit]: [number, string],
      provider: [kind: 'resident' | 'cooperative', contact: string, phone: string],
      status: Status,
      extra: Record<string, unknown> = {},
    ) => ({
      name,
      kind,
      category_id: categoryOf(category),
      price,
      unit,
      season: 'Vụ Đông Xuân 2026–2027',
      service_area_ids: hamlets,
      provider_kind: provider[0],
      contact_name: provider[1],
      contact_phone: provider[2],
      description: `${name}: liên hệ trước 1–2 ngày, phục vụ bà con trong xã và các xã lân cận.`,
      ward_id: ward.id,
      approval_status: status,
      ...extra,
    });
    const household = (contact: string, phone: string) => ['resident', contact, phone] as ['resident', string, string];
    const htx = ['cooperative', cooperative, n === 0 ? '0915888123' : '0915888456'] as ['cooperative', string, string];
    return [
      service(
        'machine',
        'Cày bừa bằng máy cày Kubota',
        'Làm đất (cày, bừa, phay)',
        [80_000, 'sao'],
        household('Hoàng Văn Tú', '0912345671'),
        'approved',
        {
          photos: [{ path: photos[0], name: 'may-cay-kubota.png' }],
          description: 'Máy cày Kubota L4508 cày ải, bừa, phay đất ruộng lúa và nương ngô. Nhận cả ruộng nhỏ.',
        },
      ),
      service(
        'machine',
        'Phun thuốc bằng drone DJI Agras',
        'Phun thuốc bảo vệ thực vật',
        [200_000, 'ha'],
        htx,
        'approved',
        {
          photos: [{ path: photos[1 % photos.length], name: 'drone-phun-thuoc.png' }],
          description:
            'Drone DJI Agras T40 phun thuốc, phun phân bón lá; 1 ha trong khoảng 10 phút, không tiếp xúc thuốc.',
        },
      ),
      service(
        'machine',
        'Gặt lúa bằng máy gặt đập liên hợp',
        'Thu hoạch',
        [150_000, 'sao'],
        household('Lò Văn Pọm', '0987112233'),
        'waiting',
        { season: 'Vụ Mùa 2026', service_area_ids: hamlets.slice(0, 2) },
      ),
      service('machine', 'Sấy lúa', 'Sấy, xay xát', [300_000, 'tan'], htx, 'approved', {
        description: 'Lò sấy tĩnh 10 tấn/mẻ, sấy lúa ướt sau gặt, độ ẩm còn 13–14%, không gãy hạt.',
      }),
      service(
        'machine',
        'Chở nông sản bằng xe công nông',
        'Vận chuyển nông sản',
        [100_000, 'chuyen'],
        household('Giàng A Sử', '0961234567'),
        'refused',
        {
          refusal_reason: 'Chưa ghi rõ địa bàn phục vụ và giá theo quãng đường, đề nghị bổ sung rồi gửi lại.',
          service_area_ids: [],
        },
      ),
      service('supplies', 'Phân bón NPK Lâm Thao', 'Phân bón', [520_000, 'bao'], htx, 'approved', {
        photos: [{ path: photos[2 % photos.length], name: 'phan-npk-lam-thao.png' }],
        description: 'Phân NPK 5-10-3 Lâm Thao, bao 50 kg, giao tận nhà trong xã khi mua từ 5 bao.',
      }),
      service('supplies', 'Giống lúa Bắc thơm số 7', 'Giống cây trồng', [35_000, 'kg'], htx, 'approved', {
        description: 'Lúa giống Bắc thơm số 7 cấp xác nhận, tỷ lệ nảy mầm trên 85%, túi 1 kg.',
      }),
      service(
        'supplies',
        'Cám ăn gia súc',
        'Thức ăn chăn nuôi',
        [380_000, 'bao'],
        household('Nguyễn Thị Hoa', '0978456123'),
        'waiting',
        { description: 'Cám hỗn hợp cho lợn thịt, bao 25 kg; đại lý tại nhà văn hoá thôn.' },
      ),
      service(
        'supplies',
        'Gà giống Mía',
        'Con giống',
        [18_000, 'con'],
        household('Vàng Thị Dua', '0356789012'),
        'waiting',
        { season: 'Vụ Xuân 2027', description: 'Gà Mía 1 tuần tuổi đã tiêm phòng, giao từ 50 con.' },
      ),
    ];
  });
};

export default demo;
