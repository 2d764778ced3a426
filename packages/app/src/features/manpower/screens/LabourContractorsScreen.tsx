import { SectionList } from '../SectionList';
import { WithCountry } from '../WithCountry';

/** `/manpower-labours?country_type=`: labour contractors, with their team capacity. */
export default function LabourContractorsScreen() {
  return (
    <WithCountry title="Labour Contractors">
      {(country) => <SectionList section="labour" country={country} />}
    </WithCountry>
  );
}
