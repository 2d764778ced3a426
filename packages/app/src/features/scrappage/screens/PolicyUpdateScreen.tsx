import { Card, Heading, Link, Stack, Text } from '@plastihub/ui';
import { PageHeading } from '../../../shared/page/PageHeading';
import { useResource } from '../../../shared/data/useData';
import { fileLinkProps } from '../../../shared/site/fileLink';
import { ScreenState } from '../../../shared/page/ScreenState';
import { policyDocuments } from '../scrappage.data';

/** `/policy-update`: the policy documents, each a PDF to download. */
export default function PolicyUpdateScreen() {
  const policies = useResource(policyDocuments, null);
  return (
    <Stack space="lg">
      <PageHeading title="Policy Update" description="Vehicle scrapping policies and rules, to download." />
      <ScreenState resource={policies} isEmpty={(list) => list.length === 0}>
        {(list) => (
          <Stack as="ul" space="sm" aria-label="Policy documents">
            {list.map((policy, index) => {
              const file = fileLinkProps(policy.fileUrl);
              return (
                <Card as="li" key={policy.id ?? `${policy.fileUrl}:${index}`} padding="medium">
                  <Stack space="xs">
                    <Heading level={2} visualLevel={4}>
                      {file ? (
                        <Link {...file}>{policy.title || 'Policy document'}</Link>
                      ) : (
                        policy.title || 'Policy document'
                      )}
                    </Heading>
                    <Text tone="muted">{file ? 'PDF document' : 'Not available to download yet'}</Text>
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
