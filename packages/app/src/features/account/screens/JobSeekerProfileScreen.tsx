import type { ExecutiveDetails, PastExperience } from '@plastihub/api-client';
import { Table, type TableColumn } from '@plastihub/ui';
import { AccountRecordPage } from '../components/AccountRecordPage';
import { addressRows, ProfileDetails } from '../components/ProfileDetails';
import { jobSeekerProfile } from '../account.data';

const experienceColumns: TableColumn<PastExperience>[] = [
  { key: 'companyName', header: 'Company', isRowHeader: true },
  { key: 'designation', header: 'Designation' },
  { key: 'from', header: 'From' },
  { key: 'to', header: 'To' },
  { key: 'description', header: 'Description' },
];

export default function JobSeekerProfileScreen() {
  return (
    <AccountRecordPage title="Job Seeker Profile" resource={jobSeekerProfile}>
      {(profile) => <JobSeeker profile={profile} />}
    </AccountRecordPage>
  );
}

function JobSeeker({ profile }: { profile: ExecutiveDetails }) {
  return (
    <ProfileDetails
      name={profile.name}
      image={profile.image}
      imageAlt={`Photo of ${profile.name}`}
      subtitle={profile.categoryName}
      rows={[
        { label: 'Mobile', value: profile.mobile },
        { label: 'Email', value: profile.email },
        { label: 'About Me', value: profile.about },
        { label: 'Category', value: profile.categoryName },
        { label: 'Key Skill(s)', value: profile.keySkills },
        { label: 'Highest Qualification', value: profile.highestQualification },
        { label: 'Specialization', value: profile.specializations.join(', ') },
        { label: 'Total Work Experience', value: profile.totalExperience, unit: 'years' },
        ...addressRows(profile),
      ]}
    >
      <Table
        caption="Past Experience"
        columns={experienceColumns}
        rows={profile.pastExperience}
        getRowKey={(row, index) => `${row.companyName}-${row.from}-${index}`}
      />
    </ProfileDetails>
  );
}
