import type { AreaDemo } from '../seed-area-demos.ts';

// each demo ward already has a row for every built-in service (seed-demo.ts); here it turns on the demo links
const demo: AreaDemo = ({ wards, idsOf }) =>
  wards.flatMap((ward, n) =>
    idsOf('service-managements')
      .slice(0, 3)
      .map((serviceId, i) => ({
        ward_id: ward.id,
        service_id: serviceId,
        enabled: n === 0 || i === 0,
        sort_order: i + 1,
      })),
  );

export default demo;
