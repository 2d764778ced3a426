import { SectionList } from '../components/SectionList';
import { WithCountry } from '../components/WithCountry';

/** `/manpower/institutional-placements?country_type=`: institutes placing their students. */
export default function InstitutionsScreen() {
  return (
    <WithCountry title="Institutional Placements">
      {(country) => <SectionList section="institutions" country={country} />}
    </WithCountry>
  );
}
