import type { InstitutionDetails, StudentBatch } from '@plastihub/api-client';
import { formatDate, formatNumber, Table, type TableColumn } from '@plastihub/ui';
import { AccountRecordPage } from '../components/AccountRecordPage';
import { addressRows, ProfileDetails } from '../components/ProfileDetails';
import { institutionProfile } from '../account.data';

const batchColumns: TableColumn<StudentBatch>[] = [
  { key: 'course', header: 'Course', isRowHeader: true },
  { key: 'specialization', header: 'Specialization' },
  { key: 'students', header: 'Students', align: 'end', render: (batch) => formatNumber(batch.students) },
  { key: 'date', header: 'Date', render: (batch) => formatDate(batch.date) || batch.date },
];

export default function InstitutionProfileScreen() {
  return (
    <AccountRecordPage title="Institution Profile" resource={institutionProfile}>
      {(profile) => <Institution profile={profile} />}
    </AccountRecordPage>
  );
}

function Institution({ profile }: { profile: InstitutionDetails }) {
  return (
    <ProfileDetails
      name={profile.name}
      image={profile.logo}
      imageAlt={`${profile.name} logo`}
      rows={[
        { label: 'Mobile', value: profile.mobile },
        { label: 'Email', value: profile.email },
        { label: 'Established', value: profile.established },
        ...addressRows(profile),
      ]}
    >
      <Table
        caption="Student Count"
        columns={batchColumns}
        rows={profile.batches}
        getRowKey={(batch, index) => `${batch.course}-${batch.date}-${index}`}
      />
    </ProfileDetails>
  );
}
