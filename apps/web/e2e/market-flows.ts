import type { apiLogin } from './flows';

/** the market ward's config, made once: another file of this server may have configured it already */
export async function ensureMarketConfigured(staff: Awaited<ReturnType<typeof apiLogin>>) {
  const wardId = staff.user.ward_id;
  const config = await staff.get<{ entry: unknown }>(`/api/admin/ward-market-configs/${wardId}`);
  if (!config.entry)
    await staff.call('POST', '/api/admin/ward-market-configs', {
      ward_id: wardId,
      market_name: 'Chợ quê Nậm Búng',
      contact_phone: '0912345678',
    });
}
