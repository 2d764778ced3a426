import { useState, type ReactNode } from 'react';
import { tradeTypes } from '@plastihub/api-client';
import { Grid, Heading, RouterProvider, Stack, Tile } from '@plastihub/ui';
import { useAppDispatch } from '../store/hooks';
import { href } from '../routing/paths';
import { selectionMade } from '../storage/selection.saga';
import {
  blogsIcon,
  compositionIcon,
  compoundsIcon,
  machineIcon,
  manpowerIcon,
  materialIcon,
  moneyIcon,
  polymerIcon,
  qaIcon,
  reprocessedIcon,
  scrapCarIcon,
  scrapIcon,
  virginIcon,
} from './tileIcons';
import type { ManpowerCountry } from './manpowerCountries';
import { ManpowerCountryQuestion } from './ManpowerCountryQuestion';

const tradeIcons = [virginIcon, compoundsIcon, reprocessedIcon, scrapIcon];

export function TileGroup({
  title,
  showTitle = true,
  children,
}: {
  title: string;
  /** Off where the page's own heading already names the group (the Connect page). */
  showTitle?: boolean;
  children: ReactNode;
}) {
  return (
    <Stack as="section" space="md" aria-label={title}>
      {showTitle && <Heading level={2}>{title}</Heading>}
      <Grid as="ul" minColumnWidth="140px" space="md">
        {children}
      </Grid>
    </Stack>
  );
}

/** Money, Machine, Material, Manpower. Manpower first asks India or International and keeps the choice. */
export function ConnectTiles({ showTitle = true }: { showTitle?: boolean }) {
  const dispatch = useAppDispatch();
  const [choosingCountry, setChoosingCountry] = useState(false);
  const [countryAsked, setCountryAsked] = useState(0);
  const manpowerHref = (country: ManpowerCountry) => href('manpower', { query: { country_type: country } });
  const chooseCountry = (country: ManpowerCountry) => {
    setChoosingCountry(false);
    dispatch(selectionMade({ values: { manpowerCountry: country }, to: manpowerHref(country) }));
  };
  return (
    <TileGroup title="Connect" showTitle={showTitle}>
      <li>
        <Tile label="Money" icon={moneyIcon} href={href('money')} />
      </li>
      <li>
        <Tile label="Machine" icon={machineIcon} href={href('machine')} />
      </li>
      <li>
        <Tile label="Material" icon={materialIcon} href={href('materialBrands')} />
      </li>
      <li>
        <Tile
          label="Manpower"
          icon={manpowerIcon}
          opensDialog
          onPress={() => {
            setCountryAsked((count) => count + 1);
            setChoosingCountry(true);
          }}
        />
        {choosingCountry ? (
          <ManpowerCountryQuestion
            attempt={countryAsked}
            onClose={() => setChoosingCountry(false)}
            onChoose={chooseCountry}
            hrefOf={manpowerHref}
          />
        ) : null}
      </li>
    </TileGroup>
  );
}

/** The four trade types; choosing one keeps the type and opens the product list. */
export function TradeTiles({ showTitle = true }: { showTitle?: boolean }) {
  const dispatch = useAppDispatch();
  return (
    <TileGroup title="Trade" showTitle={showTitle}>
      {tradeTypes.map((type, i) => {
        const to = href('tradeProducts', { query: { trade_type: type } });
        return (
          <li key={type}>
            <RouterProvider navigate={() => dispatch(selectionMade({ values: { tradeType: type }, to }))}>
              <Tile label={type} icon={tradeIcons[i]} href={to} />
            </RouterProvider>
          </li>
        );
      })}
    </TileGroup>
  );
}

export function EducateTiles({ showTitle = true }: { showTitle?: boolean }) {
  return (
    <TileGroup title="Educate" showTitle={showTitle}>
      <li>
        <Tile label="Know Your Polymer" icon={polymerIcon} href={href('knowYourPolymer')} />
      </li>
      <li>
        <Tile label="Know Your Product Composition" icon={compositionIcon} href={href('knowYourProduct')} />
      </li>
      <li>
        <Tile label="Blogs" icon={blogsIcon} href={href('blogs')} />
      </li>
      <li>
        <Tile label="Q&A" icon={qaIcon} href={href('qa')} />
      </li>
    </TileGroup>
  );
}

/** Services beside the three areas: car scrappage (dealers, fitness centres, policies, a vehicle's status). */
export function ServiceTiles() {
  return (
    <TileGroup title="Services">
      <li>
        <Tile label="Car Scrappage" icon={scrapCarIcon} href={href('carScrappage')} />
      </li>
    </TileGroup>
  );
}
