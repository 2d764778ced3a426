import type { ToolRoom, ToolRoomMachine } from '@plastihub/api-client';
import { formatPlace, Heading, Image, Stack, Table, type TableColumn } from '@plastihub/ui';
import { defineListingKind } from '../../shared/listing/listingKind';

const machineColumns: readonly TableColumn<ToolRoomMachine>[] = [
  {
    key: 'image',
    header: 'Image',
    render: (machine) => <Image src={machine.image} alt="" width={72} height={54} radius="small" />,
  },
  { key: 'name', header: 'Name', isRowHeader: true },
  { key: 'make', header: 'Make' },
  { key: 'quantity', header: 'Quantity', align: 'end' },
  { key: 'description', header: 'Description' },
];

/** The company's "Tool Die Machines": what it can make moulds and dies with. */
function ToolRoomMachines({ company }: { company: ToolRoom }) {
  return (
    <Stack as="section" space="md" aria-label="Tool Die Machines">
      <Heading level={2}>Tool Die Machines</Heading>
      <Table
        caption={`Machines of ${company.name}`}
        hideCaption
        columns={machineColumns}
        rows={company.machines}
        getRowKey={(machine, index) => machine.id ?? `${machine.name}:${index}`}
      />
    </Stack>
  );
}

/** A company's page, the public one and the seller's own alike: its name, its logo and where it is. */
export const companyPage = {
  title: (company: { name: string }) => company.name,
  images: (company: { logo: string }) => (company.logo ? [company.logo] : []),
  rows: (company: { address: string; city: string; state: string; country: string }) => [
    { label: 'Address', value: company.address },
    { label: 'City', value: company.city },
    { label: 'State', value: company.state },
    { label: 'Country', value: company.country },
  ],
};

/** Tool-and-die companies as a listing kind: their cards and their details with the machines (document 2). */
export const toolRoomListing = defineListingKind<ToolRoom, ToolRoom>({
  type: 'Tool Room',
  savedAs: 'Tool Room',
  detailPath: 'toolAndDieDetails',
  selectionOf: (company) => ({ toolMachineId: String(company.id) }),
  card: (company) => ({
    title: company.name,
    // A company without a logo gets the card's default picture.
    imageSrc: company.logo || null,
    imageFit: 'contain',
    meta: [{ value: company.address }, { value: formatPlace(company.city, company.state, company.country) }],
  }),
  detail: {
    ...companyPage,
    contact: ({ seller }) => ({ name: seller.name, mobile: seller.mobile, email: seller.email }),
    about: ({ seller }) => [
      { label: 'Seller', value: seller.name },
      { label: 'Company', value: seller.companyName },
    ],
    aboutLabel: 'Seller',
    description: (company) => company.description,
    more: (company) => <ToolRoomMachines company={company} />,
  },
});
