import { travelServiceTable } from '../travel-service-columns.ts';

export const travelLocalSpecialties = travelServiceTable('travel_local_specialties');
