import type { AreaDemo } from '../seed-area-demos.ts';

// points around the demo province's communes (Yên Bái, about 21.7° N 104.9° E), a little apart for each ward
const demo: AreaDemo = ({ wards }) =>
  wards.flatMap((ward, n) => {
    const at = (lat: number, lng: number) => ({ lat: +(lat + n * 0.05).toFixed(5), lng: +(lng + n * 0.04).toFixed(5) });
    return [
      {
        name: 'Điểm truy cập Internet công cộng tại nhà văn hoá xã',
        network_kind: 'access_point',
        provider: 'VNPT',
        address: 'Nhà văn hoá trung tâm xã',
        location: at(21.7052, 104.8731),
        description: 'Mở cửa 7h30–17h các ngày làm việc, có 4 máy tính cho người dân tra cứu dịch vụ công.',
        ward_id: ward.id,
      },
      {
        name: 'Wi-Fi miễn phí chợ phiên',
        network_kind: 'public_wifi',
        provider: 'Viettel',
        address: 'Chợ trung tâm xã',
        location: at(21.7108, 104.8812),
        description: 'Tên mạng: WIFI-CHO-PHIEN, không cần mật khẩu.',
        ward_id: ward.id,
      },
      {
        name: 'Trạm phát sóng 4G thôn Làng Mới',
        network_kind: 'mobile',
        provider: 'MobiFone',
        address: 'Đồi chè thôn Làng Mới',
        location: at(21.6934, 104.8655),
        ward_id: ward.id,
      },
      {
        name: 'Tuyến cáp quang thôn Bản Xèo',
        network_kind: 'fiber',
        provider: 'VNPT',
        address: 'Dọc đường liên thôn Bản Xèo',
        location: at(21.7203, 104.8904),
        description: 'Đang thi công đoạn cuối, dự kiến phủ 64 hộ.',
        ward_id: ward.id,
        is_active: false,
      },
    ];
  });

export default demo;
