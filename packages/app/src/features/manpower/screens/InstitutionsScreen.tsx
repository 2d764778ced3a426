import { SectionList } from '../SectionList';
import { WithCountry } from '../WithCountry';

/** `/manpower/institutional-placements?country_type=`: institutes placing their students. */
export default function InstitutionsScreen() {
  return (
    <WithCountry title="Institutional Placements">
      {(country) => <SectionList section="institutions" country={country} />}
    </WithCountry>
  );
}
