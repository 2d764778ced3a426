import { useMemo } from 'react';
import { ListingDetail } from '../../../../shared/listing/ListingDetail';
import { RecordNotFoundPage } from '../../../../shared/page/ScreenState';
import { ownCompanies, useOwnCompany } from '../ownToolRooms';

/** `/my-tool-die-machine-details`: logo, status, Reference ID, Add Machine, Edit, Delete, machines, address. */
export default function MyToolDieDetailsScreen() {
  const company = useOwnCompany();
  // The company's own call, not a listing page: its edit and machine pages read (and refresh) the same entry.
  const page = useMemo(
    () =>
      company && {
        ...company,
        data: company.data === undefined ? undefined : { record: company.data, similar: [] },
      },
    [company],
  );
  if (!page) return <RecordNotFoundPage title="My Tool and Die Details" />;
  return <ListingDetail kind={ownCompanies} page={page} fallbackTitle="My Tool and Die Details" />;
}
