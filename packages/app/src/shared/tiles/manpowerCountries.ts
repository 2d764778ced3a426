/** Where Manpower looks for people: the choice the Manpower tile asks for before it opens the section. */
export const manpowerCountries = ['India', 'International'] as const;
export type ManpowerCountry = (typeof manpowerCountries)[number];
