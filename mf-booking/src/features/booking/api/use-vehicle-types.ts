import { vehicleTypesResponseSchema, type VehicleType } from '@elite/contracts/catalogue';
import { apiGet } from '@elite/web-kit';
import useSWR from 'swr';

// The spec issues this call from the booking form; nothing reads its answer.
export const VEHICLE_TYPES_KEY = '/api/vehicle-types';

export function getVehicleTypes(): Promise<VehicleType[]> {
  return apiGet(VEHICLE_TYPES_KEY, { schema: vehicleTypesResponseSchema });
}

export function useVehicleTypes() {
  return useSWR(VEHICLE_TYPES_KEY, getVehicleTypes);
}
