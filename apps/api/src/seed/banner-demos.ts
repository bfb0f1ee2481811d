import type { AreaDemo } from './seed-area-demos.ts';

/** demo banners from their titles, each with one of the stored demo pictures, in order; `perWard` for a ward's */
export const bannerDemo =
  (titles: readonly string[], perWard = false): AreaDemo =>
  ({ wards, photos }) => {
    const rows = (ward?: { id: number }) =>
      titles.map((title, i) => ({
        title,
        image: photos[i % photos.length],
        sort_order: i + 1,
        ...(ward ? { ward_id: ward.id } : {}),
      }));
    return perWard ? wards.flatMap((ward) => rows(ward)) : rows();
  };
