import { isBookableVehicle } from './catalogue';

describe('isBookableVehicle', () => {
  it("refuses vehicles whose name contains 'BMW' or 'Cadillac', in any case, and keeps the rest", () => {
    const names = ['Mercedes-Benz V-Class', 'BMW 7 Series', 'Cadillac Escalade', 'City Tour Coach', 'bmw i7'];
    expect(names.filter((name) => isBookableVehicle({ name, isActive: true }))).toEqual([
      'Mercedes-Benz V-Class',
      'City Tour Coach',
    ]);
  });

  it('refuses a vehicle taken out of service', () => {
    expect(isBookableVehicle({ name: 'Mercedes-Benz V-Class', isActive: false })).toBe(false);
  });
});
