import type { LabourContractorDetails, LabourTeam } from '@plastihub/api-client';
import { formatNumber, Table, type TableColumn } from '@plastihub/ui';
import { AccountRecordPage } from '../components/AccountRecordPage';
import { addressRows, ProfileDetails } from '../components/ProfileDetails';
import { contractorProfile } from '../account.data';

const teamColumns: TableColumn<LabourTeam>[] = [
  { key: 'category', header: 'Category', isRowHeader: true },
  { key: 'capacity', header: 'Capacity', align: 'end', render: (team) => formatNumber(team.capacity) },
];

export default function ContractorProfileScreen() {
  return (
    <AccountRecordPage title="Contractor Profile" resource={contractorProfile}>
      {(profile) => <Contractor profile={profile} />}
    </AccountRecordPage>
  );
}

function Contractor({ profile }: { profile: LabourContractorDetails }) {
  return (
    <ProfileDetails
      name={profile.companyName || profile.name}
      image={profile.logo}
      imageAlt={`${profile.companyName || profile.name} logo`}
      subtitle={profile.companyName ? profile.name : undefined}
      rows={[
        { label: 'Contact Person', value: profile.name },
        { label: 'Mobile', value: profile.mobile },
        { label: 'Email', value: profile.email },
        { label: 'About Me', value: profile.about },
        ...addressRows(profile),
        { label: 'Team Capacity', value: formatNumber(profile.teamCapacity) },
      ]}
    >
      <Table
        caption="Labour Category-wise Capacity"
        columns={teamColumns}
        rows={profile.teams}
        getRowKey={(team, index) => `${team.category}-${index}`}
      />
    </ProfileDetails>
  );
}
