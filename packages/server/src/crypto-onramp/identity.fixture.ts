/** The identity check's answers for a test buyer (the tax id is given by each test). */
export const TEST_IDENTITY = {
  first_name: 'Jenny',
  last_name: 'Rosen',
  dob: { day: 1, month: 2, year: 1990 },
  address: {
    line1: '510 Townsend St',
    city: 'San Francisco',
    state: 'CA',
    postal_code: '94103',
    country: 'US',
  },
};
