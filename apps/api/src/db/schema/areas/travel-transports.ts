import { travelServiceTable } from '../travel-service-columns.ts';

export const travelTransports = travelServiceTable('travel_transports');
