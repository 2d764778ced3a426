import type { LocationQuery } from '@plastihub/api-client';
import type { Resource } from '../../shared/data/definitions';
import type { DirectoryEntry } from '../../shared/listing/ContactDirectory';
import type { PathName } from '../../shared/routing/paths';
import { fitnessCentersAt, scrapDealersAt } from './scrappage.data';

/** A list of businesses by state and city: what it is called and where its entries come from. */
export interface Directory<Item> {
  path: PathName;
  title: string;
  /** The location dialog's title. */
  findTitle: string;
  /** "scrap car dealers", for the list's name and the prompt. */
  plural: string;
  unnamed: string;
  resource: Resource<LocationQuery, Item[]>;
  entryOf: (item: Item) => DirectoryEntry;
}

export const scrapDealerDirectory: Directory<DirectoryEntry> = {
  path: 'scrapCarDealer',
  title: 'Scrap Car Dealers',
  findTitle: 'Find Scrap Car Dealers',
  plural: 'scrap car dealers',
  unnamed: 'Dealer',
  resource: scrapDealersAt,
  entryOf: (dealer) => dealer,
};

export const fitnessCenterDirectory: Directory<{ companyName: string } & Omit<DirectoryEntry, 'name'>> = {
  path: 'carFitnessCenter',
  title: 'Car Fitness Centres',
  findTitle: 'Find Car Fitness Centres',
  plural: 'car fitness centres',
  unnamed: 'Fitness centre',
  resource: fitnessCentersAt,
  entryOf: ({ companyName, ...contact }) => ({ name: companyName, ...contact }),
};
