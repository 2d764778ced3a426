/** The query parameter that carries the vehicle number from Know Your Car Status to Car Status and back. */
export const vehicleParam = 'vehicle_no';
