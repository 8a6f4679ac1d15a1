/** A vehicle's facts (src/lib/vehicle.ts) as the listings table's columns (drizzle/0016). */
import type { VehicleFacts } from '~/lib/vehicle';

export function vehicleColumns(facts: VehicleFacts | null | undefined) {
  return {
    vehicleBrand: facts?.brand ?? null,
    vehicleModel: facts?.model ?? null,
    vehicleYear: facts?.year ?? null,
    vehicleKm: facts?.km ?? null,
    vehicleFuel: facts?.fuel ?? null,
    vehicleGearbox: facts?.gearbox ?? null,
  };
}
