import type { FinancialInstitutionProfile } from '@plastihub/api-client';
import { formatNumber } from '@plastihub/ui';
import { ScreenState } from '../../../shared/page/ScreenState';
import { AccountLayout } from '../../../shared/account/AccountLayout';
import { ProfileDetails } from '../components/ProfileDetails';

/** The institution comes with the profile (GET /profile's `finacial_institution`); no call of its own. */
export default function FinancialInstitutionProfileScreen() {
  return (
    <AccountLayout title="Financial Institution Profile">
      {(profile) => (
        <ScreenState resource={profile} isMissing={(data) => data.financialInstitution === null}>
          {(data) =>
            data.financialInstitution && <FinancialInstitution institution={data.financialInstitution} />
          }
        </ScreenState>
      )}
    </AccountLayout>
  );
}

function FinancialInstitution({ institution }: { institution: FinancialInstitutionProfile }) {
  const { contact } = institution;
  return (
    <ProfileDetails
      name={institution.name}
      image={institution.logo}
      imageAlt={`${institution.name} logo`}
      rows={[
        { label: 'Type of Funding', value: institution.fundingType },
        { label: 'Purpose', value: institution.purpose },
        {
          label: 'Interest Rate',
          value: institution.interestRate === null ? null : formatNumber(institution.interestRate),
          unit: '%',
        },
        { label: 'Country', value: institution.countryName },
        { label: 'Address', value: institution.address },
        { label: 'Contact Person', value: contact.name },
        { label: 'Company', value: contact.companyName },
        { label: 'Mobile', value: contact.mobile },
        { label: 'Email', value: contact.email },
      ]}
    />
  );
}
