import { ListingDetail } from '../../../shared/listing/ListingDetail';
import { useSelectedRecord } from '../../../shared/listing/useSelectedRecord';
import { toolRoomPage } from '../toolRooms.data';
import { toolRoomListing } from '../toolRoomListing';

/** `/tool-and-die-details`: a company, its contact revealed once, and its tool die machines. */
export default function ToolAndDieDetailsScreen() {
  const page = useSelectedRecord('toolMachineId', toolRoomPage);
  return <ListingDetail kind={toolRoomListing} fallbackTitle="Tool and Die Details" page={page} />;
}
