import { useLocation, useSearch } from 'wouter';
import { Card, Image, Inline, Link, Select, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { fileLinkProps } from '../../../shared/site/fileLink';
import { idOf, withFilter } from '../../../shared/listing/urlFilters';
import { ScreenState } from '../../../shared/page/ScreenState';
import { materialBrands, rateLists } from '../materials.data';

/** `/download-price-list`: every brand's price lists (Brand: All), or one brand's, chosen in the URL. */
export default function PriceListScreen() {
  const search = useSearch();
  const [path, setLocation] = useLocation();
  const brandFilter = idOf(new URLSearchParams(search).get('brand'));
  const brands = useResource(materialBrands, null);
  const lists = useResource(rateLists, null);
  const chooseBrand = (value: string) =>
    setLocation(`${path}?${withFilter(`?${search}`, 'brand', [value])}`, { replace: true });
  return (
    <Stack space="lg">
      <PageHeading title="Price List" description="Material price lists by brand, to download" />
      <Select
        label="Brand"
        options={[
          { value: '', label: 'All' },
          ...(brands.data ?? []).map((brand) => ({ value: String(brand.id), label: brand.name })),
        ]}
        value={brandFilter === null ? '' : String(brandFilter)}
        onChange={chooseBrand}
      />
      <ScreenState
        resource={{
          ...lists,
          data: lists.data?.filter((list) => brandFilter === null || list.brandId === brandFilter),
        }}
        isEmpty={(shown) => shown.length === 0}
      >
        {(shown) => (
          <Stack as="ul" space="sm" aria-label="Price lists">
            {shown.map((list, index) => {
              const file = fileLinkProps(list.fileUrl);
              return (
                <Card as="li" key={list.id ?? `${list.fileUrl}:${index}`} padding="small">
                  <Stack space="sm">
                    <Inline space="md" alignItems="center">
                      <Image
                        src={list.brandImage || null}
                        alt=""
                        width={48}
                        height={48}
                        radius="small"
                        fit="contain"
                      />
                      <Stack space="xs">
                        <Text weight="semibold">{list.brandName || 'Brand'}</Text>
                        <Text tone="muted">{list.name}</Text>
                      </Stack>
                    </Inline>
                    {file ? (
                      <Link {...file} asButton variant="secondary">
                        Download {list.name || 'price list'}
                      </Link>
                    ) : (
                      <Text tone="muted">Not available to download yet</Text>
                    )}
                  </Stack>
                </Card>
              );
            })}
          </Stack>
        )}
      </ScreenState>
    </Stack>
  );
}
