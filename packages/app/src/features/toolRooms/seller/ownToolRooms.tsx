import type { MyToolRoomCompany } from '@plastihub/api-client';
import { DeleteButton, Inline, Link, Stack, StatusBadge, Text, formatPlace } from '@plastihub/ui';
import { useResource } from '../../../shared/data/useData';
import { RemovalOutcome, useRemoval } from '../../../shared/forms/sellerForms';
import { defineListingKind, detailHref } from '../../../shared/listing/listingKind';
import { useSelectedId } from '../../../shared/listing/useSelectedRecord';
import { href } from '../../../shared/routing/paths';
import { companyPage } from '../toolRoomListing';
import { CompanyMachines } from './components/CompanyMachines';
import { myToolRoom, myToolRooms, toolRoomRemoval } from './myToolRooms.data';

// A seller's own tool-and-die company, as its grid, page, edit form and machine forms show it.

export const companyLink = (path: 'myToolDieDetails' | 'toolDieEdit' | 'toolMachineAdd', id: number) =>
  detailHref(path, { ownToolRoomId: String(id) });

/** The grid's cards, leading to the company's own page: its logo, table, actions and machines. */
export const ownCompanies = defineListingKind<MyToolRoomCompany, MyToolRoomCompany>({
  type: 'Tool Room',
  detailPath: 'myToolDieDetails',
  selectionOf: (company) => ({ ownToolRoomId: String(company.id) }),
  card: (company) => ({
    title: company.name,
    imageSrc: company.logo || null,
    imageFit: 'contain',
    status: company.status,
    referenceId: company.id,
    meta: [{ value: company.address }, { value: formatPlace(company.city, company.state) }],
  }),
  detail: {
    ...companyPage,
    description: (company) => company.description,
    actions: (company) => <CompanyActions company={company} />,
    more: (company) => <CompanyMachines company={company} />,
  },
});

/** The company's status, Reference ID, and what the seller can do: add a machine, edit, delete. */
function CompanyActions({ company }: { company: MyToolRoomCompany }) {
  const removal = useRemoval(toolRoomRemoval, {
    navigateTo: href('myToolDie'),
    invalidates: [myToolRooms.key],
  });
  const { onDelete, deleting } = removal.deleteOf(company.id);
  return (
    <Stack space="sm">
      <Inline space="sm">
        <StatusBadge approved={company.status} />
        <Text tone="muted">Reference ID: {company.id}</Text>
      </Inline>
      <RemovalOutcome state={removal.state} />
      <Inline space="sm">
        <Link href={companyLink('toolMachineAdd', company.id)} asButton variant="primary">
          Add Machine
        </Link>
        <Link href={companyLink('toolDieEdit', company.id)} asButton variant="secondary">
          Edit
        </Link>
        <DeleteButton
          itemName={company.name || 'This company'}
          title="Delete this company and its machines?"
          pending={deleting}
          onDelete={onDelete}
        />
      </Inline>
    </Stack>
  );
}

/** The company the page was opened for (URL, or the session's hand-off), loaded; null when none was chosen. */
export function useOwnCompany() {
  const id = useSelectedId('ownToolRoomId');
  const company = useResource(myToolRoom, id ?? 0, { enabled: id !== null });
  return id === null ? null : company;
}
