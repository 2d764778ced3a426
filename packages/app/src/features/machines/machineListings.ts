import type {
  Machine,
  MachineKindListing,
  MachineKindModule,
  MachineKindName,
  MachineRow,
  MachineSort,
  MachineSpec,
} from '@plastihub/api-client';
import { byMachineKind } from '@plastihub/api-client';
import type { SpecRow } from '@plastihub/ui';
import { formatPlace, formatPriceRange } from '@plastihub/ui';
import { defineListingKind, type ListingKind } from '../../shared/listing/listingKind';
import { dimensions, named, withUnit } from './machineValues';
import { byNumber, byPrice, newestFirst, type ListingSort } from '../../shared/listing/listingSorts';
import { machinePathNames } from '../../shared/routing/paths';

/**
 * What a machine kind shows buyers, built from its module (the api-client's machineKinds): its search's hint, its
 * cards, its details rows, its sorts and what the list hands to the details page. Every kind's cards and pages are
 * the listing kit's; nothing here is written per kind.
 */
export interface MachineListing {
  searchPlaceholder: string;
  listing: ListingKind<Machine, Machine>;
}

/** A kind's own value as buyers read it: a number with its unit, or text; "Not stated" where the spec says. */
function specText(spec: MachineSpec, value: unknown): string | null {
  const shown =
    typeof value === 'number'
      ? withUnit(value, spec.unit)
      : typeof value === 'string' && value
        ? value
        : null;
  return shown ?? (spec.notStated ? 'Not stated' : null);
}

const numberOf = (value: unknown) => (typeof value === 'number' ? value : null);

/** "Engel Injection Molding Machine"; the name alone when it already starts with the make. */
const titleOf = (machine: Machine) =>
  !machine.make || machine.name.toLowerCase().startsWith(machine.make.toLowerCase())
    ? machine.name || machine.make || 'Machine'
    : `${machine.make} ${machine.name}`;

/** A machine's values by its kind's names for them. */
const specsOf = (machine: Machine): Readonly<Record<string, unknown>> => machine;

function machineListing(kind: MachineKindModule): MachineListing {
  const specs: Readonly<Record<string, MachineSpec>> = kind.specs;
  const listing: MachineKindListing<string> = kind.listing;
  const { title } = kind;
  const specRow = (machine: Machine, key: string): SpecRow => {
    const spec = named(specs, key, kind.name);
    return { label: spec.label, value: specText(spec, specsOf(machine)[key]) };
  };

  const row = (machine: Machine, entry: MachineRow<string>): SpecRow => {
    const values = specsOf(machine);
    if (typeof entry !== 'string') {
      return 'pair' in entry
        ? {
            label: entry.label,
            value: dimensions(values[entry.pair[0]], values[entry.pair[1]]),
            unit: entry.unit,
          }
        : {
            label: entry.label,
            value: formatPriceRange(
              numberOf(values[entry.priceRange[0]]),
              numberOf(values[entry.priceRange[1]]),
            ),
          };
    }
    switch (entry) {
      case 'make':
        return { label: 'Make', value: machine.make };
      case 'mfgYear':
        return { label: 'Mfg Year', value: machine.mfgYear === null ? null : String(machine.mfgYear) };
      case 'address':
        return {
          label: 'Address',
          value: formatPlace(machine.city, machine.state, machine.zipCode, machine.country),
        };
      default:
        return specRow(machine, entry);
    }
  };

  const withData = (rows: SpecRow[]) =>
    listing.dropEmptyRows
      ? rows.filter((each) => each.value !== null && each.value !== undefined && each.value !== '')
      : rows;

  const sortBy = (sort: MachineSort<string>): ListingSort<Machine> => ({
    value: sort.value,
    label: sort.label,
    compare: byNumber((machine) => numberOf(specsOf(machine)[sort.by]), sort.order),
  });
  const price = listing.price;
  const priceOf = price
    ? (machine: Machine) => numberOf(specsOf(machine)[price[0]]) ?? numberOf(specsOf(machine)[price[1]])
    : undefined;

  return {
    searchPlaceholder: listing.searchPlaceholder,
    listing: defineListingKind<Machine, Machine>({
      type: title,
      savedAs: title,
      detailPath: machinePathNames(kind.name).details,
      selectionOf: (machine) => {
        const size = listing.sizeFrom ? specsOf(machine)[listing.sizeFrom] : null;
        return {
          ...(machine.id !== null && { machineId: String(machine.id) }),
          ...((typeof size === 'number' || (typeof size === 'string' && size)) && {
            machineSize: String(size),
          }),
        };
      },
      sorts: [newestFirst(), ...(priceOf ? byPrice(priceOf) : []), ...listing.sorts.map(sortBy)],
      card: (machine) => ({
        title:
          listing.cardTitle === 'company'
            ? machine.seller.companyName || titleOf(machine)
            : machine.name || 'Machine',
        imageSrc: machine.images[0],
        meta: [
          { value: formatPlace(machine.city, machine.country) },
          ...listing.card.map((key) => specRow(machine, key)),
        ],
        ...(price && {
          price: formatPriceRange(numberOf(specsOf(machine)[price[0]]), numberOf(specsOf(machine)[price[1]])),
        }),
      }),
      detail: {
        title: titleOf,
        images: (machine) => machine.images,
        rows: (machine) => withData(listing.rows.map((entry) => row(machine, entry))),
        contact: ({ seller }) => ({ name: seller.name, mobile: seller.mobile, email: seller.email }),
        about: ({ seller }) => [
          { label: 'Seller', value: seller.name },
          { label: 'Company', value: seller.companyName },
        ],
        aboutLabel: 'Seller',
        description: (machine) => machine.description,
        similarHeading: 'Similar Machines',
        chat: {
          listingType: title,
          // A machine the server sends without an id cannot be chatted about: no counterpart, no Chat button.
          with: (machine) => ({
            partnerId: machine.id === null ? null : machine.seller.id,
            partnerName: machine.seller.name,
            listingId: machine.id ?? 0,
          }),
        },
      },
    }),
  };
}

/** Each kind's cards and details, by its name. */
export const machineListings: Readonly<Record<MachineKindName, MachineListing>> =
  byMachineKind(machineListing);
