import { typeListTable } from '../type-list-table.ts';

export const smartDeviceTypes = typeListTable('smart_device_types');
