/** data.entry of GET/POST/PATCH /api/admin/ward-market-configs[/{ward_id}] */
export interface WardMarketConfig {
  id: number;
  ward_id: number;
  ward_name: string;
  market_name: string;
  contact_person: string | null;
  contact_phone: string;
  contact_email: string | null;
  address: string | null;
  description: string | null;
  created_at: string;
  updated_at: string;
  created_by: number | null;
  updated_by: number | null;
  created_by_name: string | null;
  updated_by_name: string | null;
}

/** the config's own fields, as the form sends them (empty optional fields as null) */
export interface WardMarketConfigBody {
  market_name: string;
  contact_person?: string | null;
  contact_phone: string;
  contact_email?: string | null;
  address?: string | null;
  description?: string | null;
}
