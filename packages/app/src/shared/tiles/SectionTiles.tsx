import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Grid, Heading, Stack, Tile } from '@plastihub/ui';
import { useAppDispatch } from '../../app/hooks';
import { useNavigate } from '../../app/useNavigate';
import { href } from '../../app/routing/paths';
import { selectionMade } from '../selection.saga';
import money from '../../assets/tiles/money.svg';
import machine from '../../assets/tiles/machine.svg';
import material from '../../assets/tiles/material.svg';
import manpower from '../../assets/tiles/manpower.svg';
import virgin from '../../assets/tiles/virgin.svg';
import compounds from '../../assets/tiles/compounds.svg';
import reprocessed from '../../assets/tiles/reprocessed.svg';
import scrap from '../../assets/tiles/scrap.svg';
import polymer from '../../assets/tiles/polymer.svg';
import composition from '../../assets/tiles/composition.svg';
import blogs from '../../assets/tiles/blogs.svg';
import qa from '../../assets/tiles/qa.svg';

export const tradeTypes = [
  'Virgin Polymers',
  'Polymer Compounds',
  'Reprocessed Polymer',
  'Scrap Material',
] as const;
export const manpowerCountries = ['India', 'International'] as const;
export type ManpowerCountry = (typeof manpowerCountries)[number];

// The dialog (and the overlay code under it) loads when the Manpower tile is pressed, not with the home page.
const ManpowerCountryDialog = lazy(() => import('./ManpowerCountryDialog'));

const tradeImages = [virgin, compounds, reprocessed, scrap];

function TileGroup({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Stack as="section" space="md" aria-label={title}>
      <Heading level={2}>{title}</Heading>
      <Grid as="ul" minColumnWidth="140px" space="md" style={{ listStyle: 'none', padding: 0, margin: 0 }}>
        {children}
      </Grid>
    </Stack>
  );
}

/** Money, Machine, Material, Manpower. Manpower first asks India or International and keeps the choice. */
export function ConnectTiles() {
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const [choosingCountry, setChoosingCountry] = useState(false);
  const chooseCountry = (country: ManpowerCountry) => {
    setChoosingCountry(false);
    dispatch(
      selectionMade({
        values: { manpowerCountry: country },
        to: href('manpower', { query: { country_type: country } }),
      }),
    );
  };
  return (
    <TileGroup title="Connect">
      <li>
        <Tile label="Money" image={money} href={href('money')} onNavigate={navigate} />
      </li>
      <li>
        <Tile label="Machine" image={machine} href={href('machine')} onNavigate={navigate} />
      </li>
      <li>
        <Tile label="Material" image={material} href={href('materialBrands')} onNavigate={navigate} />
      </li>
      <li>
        <Tile label="Manpower" image={manpower} onPress={() => setChoosingCountry(true)} />
        {choosingCountry ? (
          <Suspense fallback={null}>
            <ManpowerCountryDialog onClose={() => setChoosingCountry(false)} onChoose={chooseCountry} />
          </Suspense>
        ) : null}
      </li>
    </TileGroup>
  );
}

/** The four trade types; choosing one keeps the type and opens the product list. */
export function TradeTiles() {
  const dispatch = useAppDispatch();
  return (
    <TileGroup title="Trade">
      {tradeTypes.map((type, i) => {
        const to = href('tradeProducts', { query: { trade_type: type } });
        return (
          <li key={type}>
            <Tile
              label={type}
              image={tradeImages[i]}
              href={to}
              onNavigate={() => dispatch(selectionMade({ values: { tradeType: type }, to }))}
            />
          </li>
        );
      })}
    </TileGroup>
  );
}

export function EducateTiles() {
  const navigate = useNavigate();
  return (
    <TileGroup title="Educate">
      <li>
        <Tile
          label="Know Your Polymer"
          image={polymer}
          href={href('knowYourPolymer')}
          onNavigate={navigate}
        />
      </li>
      <li>
        <Tile
          label="Know Your Product Composition"
          image={composition}
          href={href('knowYourProduct')}
          onNavigate={navigate}
        />
      </li>
      <li>
        <Tile label="Blogs" image={blogs} href={href('blogs')} onNavigate={navigate} />
      </li>
      <li>
        <Tile label="Q&A" image={qa} href={href('qa')} onNavigate={navigate} />
      </li>
    </TileGroup>
  );
}
