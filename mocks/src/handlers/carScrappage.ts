import { get, json } from '../http';
import { cities, fitnessCenters, policies, scrapDealers, states } from '../seed/carScrappage';

/** Keeps the rows matching every location parameter the request carries (`state_id`, `city_id`). */
function atLocation<T extends { state_id: number; city_id?: number }>(rows: T[], url: URL): T[] {
  const stateId = url.searchParams.get('state_id');
  const cityId = url.searchParams.get('city_id');
  return rows.filter(
    (row) => (!stateId || row.state_id === Number(stateId)) && (!cityId || row.city_id === Number(cityId)),
  );
}

export const carScrappageHandlers = [
  get('/states', (context) => json(context, { states: states.all() })),
  // Without `state_id` the server answers every city.
  get('/cities', (context) => json(context, { cities: atLocation(cities.all(), context.url) })),
  get('/skrap-dealers', (context) =>
    json(context, { skrapDealers: atLocation(scrapDealers.all(), context.url) }),
  ),
  get('/fitness-centers', (context) =>
    json(context, { fitnessCenters: atLocation(fitnessCenters.all(), context.url) }),
  ),
  get('/policies', (context) => json(context, { policies: policies.all() })),
];
