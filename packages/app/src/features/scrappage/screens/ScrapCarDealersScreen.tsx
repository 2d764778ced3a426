import { LocationDirectory } from '../components/LocationDirectory';
import { scrapDealerDirectory } from '../scrappageDirectories';

/** `/scrap-car-dealer?state_id=&city_id=`: dealer, mobile, email, address. */
export default function ScrapCarDealersScreen() {
  return <LocationDirectory directory={scrapDealerDirectory} />;
}
