import { travelServiceTable } from '../travel-service-columns.ts';

export const travelCuisines = travelServiceTable('travel_cuisines');
