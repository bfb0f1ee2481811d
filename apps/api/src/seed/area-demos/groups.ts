import type { AreaDemo } from '../seed-area-demos.ts';

// three groups a commune has: a production team that takes members on approval (its members post news), an open
// folk-art club, and a cooperative whose members are invited (seed-demo-groups.ts adds their members and requests)
const demo: AreaDemo = ({ wards, photos }) =>
  wards.flatMap((ward) => [
    {
      name: 'Tổ hợp tác trồng chè Shan tuyết',
      kind: 'production',
      description: 'Các hộ trồng chè Shan tuyết cùng chăm sóc, thu hái và bán chè theo tiêu chuẩn VietGAP.',
      cover: photos[0],
      ward_id: ward.id,
      visibility: 'public',
      join_policy: 'approval',
      members_post_news: true,
    },
    {
      name: 'Câu lạc bộ văn nghệ dân gian',
      kind: 'club',
      description: 'Sinh hoạt hát then, múa xòe vào tối thứ bảy hằng tuần tại nhà văn hoá thôn.',
      cover: photos[1],
      ward_id: ward.id,
      visibility: 'public',
      join_policy: 'open',
    },
    {
      name: 'Hợp tác xã nông nghiệp xanh',
      kind: 'cooperative',
      description: 'Hợp tác xã cung ứng giống, phân bón và bao tiêu nông sản cho xã viên.',
      ward_id: ward.id,
      visibility: 'members',
      join_policy: 'invitation',
    },
  ]);

export default demo;
