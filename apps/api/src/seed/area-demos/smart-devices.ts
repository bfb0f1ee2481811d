import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, idsOf }) => {
  const [camera, sensor, irrigation, speaker] = idsOf('smart-device-types');
  return wards.flatMap((ward, n) => [
    {
      name: 'Camera AI giám sát ngã ba trung tâm',
      type_id: camera,
      description: '<p>Camera nhận diện phương tiện, lưu hình 30 ngày.</p>',
      supplier: 'VNPT',
      price: 4_500_000,
      ward_id: ward.id,
      is_approved: n === 0,
    },
    {
      name: 'Trạm quan trắc độ ẩm đất',
      type_id: sensor,
      description: '<p>Cảnh báo hạn hán cho vùng trồng lúa.</p>',
      supplier: 'Viettel',
      price: 12_000_000,
      ward_id: ward.id,
      is_approved: true,
    },
    {
      name: 'Bộ tưới nhỏ giọt hẹn giờ',
      type_id: irrigation,
      supplier: 'HTX Nông nghiệp',
      price: 2_300_000,
      ward_id: ward.id,
    },
    {
      name: 'Loa truyền thanh IP',
      type_id: speaker,
      supplier: 'MobiFone',
      price: 3_800_000,
      ward_id: ward.id,
      is_enabled: false,
    },
  ]);
};

export default demo;
