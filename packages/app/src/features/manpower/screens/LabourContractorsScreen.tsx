import { Link } from '@plastihub/ui';
import { href } from '../../../shared/routing/paths';
import { SectionList } from '../components/SectionList';
import { WithCountry } from '../components/WithCountry';

/** `/manpower-labours?country_type=`: labour contractors, with their team capacity, and the way to their kinds. */
export default function LabourContractorsScreen() {
  return (
    <WithCountry title="Labour Contractors">
      {(country) => (
        <>
          <Link href={href('manpowerLaboursView', { query: { country_type: country } })}>
            Browse labour teams by work category
          </Link>
          <SectionList section="labour" country={country} />
        </>
      )}
    </WithCountry>
  );
}
