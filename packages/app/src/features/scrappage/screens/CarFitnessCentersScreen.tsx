import { LocationDirectory } from '../components/LocationDirectory';
import { fitnessCenterDirectory } from '../scrappageDirectories';

/** `/car-fitness-center?state_id=&city_id=`: company, mobile, email, address. */
export default function CarFitnessCentersScreen() {
  return <LocationDirectory directory={fitnessCenterDirectory} />;
}
