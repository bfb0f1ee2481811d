import type { AreaDemo } from '../seed-area-demos.ts';

const demo: AreaDemo = ({ wards, spreadsheet }) =>
  wards.flatMap((ward) => [
    {
      title: 'Danh sách hộ được hỗ trợ mùa đông năm 2026',
      file: [spreadsheet],
      description: 'Hộ nghèo, cận nghèo và hộ có người khuyết tật nhận hỗ trợ chăn ấm và tiền mặt.',
      ward_id: ward.id,
      is_published: true,
    },
    {
      title: 'Danh sách dự kiến (chờ rà soát)',
      file: [spreadsheet],
      ward_id: ward.id,
    },
  ]);

export default demo;
