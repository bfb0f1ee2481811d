import { travelServiceTable } from '../travel-service-columns.ts';

export const travelAccommodations = travelServiceTable('travel_accommodations');
