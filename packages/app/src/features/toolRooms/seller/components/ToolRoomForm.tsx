import type { MyToolRoomCompany, ToolRoomCompanyForm } from '@plastihub/api-client';
import { Grid, ImagePicker, Stack, TextArea, TextField } from '@plastihub/ui';
import { useSignedInUserId } from '../../../../shared/account/signedInUser';
import { countriesLookup } from '../../../../shared/data/lookups';
import { useResource } from '../../../../shared/data/useData';
import {
  addressRules,
  defineAddress,
  imageTypes,
  maxImageSize,
  maxImages,
  maxLength,
  newImage,
  noImages,
  PHOTO_LIMIT_MB,
  PHOTO_TYPES,
  required,
  savedImages,
  useForm,
  type Rules,
} from '../../../../shared/forms';
import { AddressFields } from '../../../../shared/forms/AddressFields';
import type { FormState } from '../../../../shared/forms/formState';
import { ChoicesFailed, SubmitFailure, SubmitRow } from '../../../../shared/forms/sellerForms';

/** A company's logo and a machine's picture: one image each. */
export const oneImage = {
  rules: [maxImages(1), imageTypes(PHOTO_TYPES), maxImageSize(PHOTO_LIMIT_MB)],
  description: `One image: JPG, PNG or WebP, up to ${PHOTO_LIMIT_MB} MB.`,
};

/** The form's values for a stored company, or a new one's (India chosen once the countries came). */
export const companyValues = (company?: MyToolRoomCompany) => ({
  name: company?.name ?? '',
  address: company?.address ?? '',
  countryId: company ? String(company.countryId ?? '') : '',
  state: company?.state ?? '',
  city: company?.city ?? '',
  description: company?.description ?? '',
  logo: company?.logo ? savedImages([company.logo]) : noImages,
});
type CompanyValues = ReturnType<typeof companyValues>;

/** Where the company is: every field required. */
const companyAddress = defineAddress({
  fields: ['address', 'countryId', 'state', 'city'],
  stateLabel: 'State/Province',
  required: true,
});

const companyRules: Rules<CompanyValues> = {
  name: [required('Enter the company name.'), maxLength(150, 'The name can be up to 150 characters.')],
  ...addressRules(companyAddress),
  description: [maxLength(2000, 'The description can be up to 2000 characters.')],
  logo: oneImage.rules,
};

const toCompanyForm = ({ logo, ...values }: CompanyValues): ToolRoomCompanyForm => ({
  ...values,
  logo: newImage(logo),
});

/** A seller's tool-and-die company: its name, address and place, description and logo (add and edit). */
export function ToolRoomForm({
  label,
  initial,
  state,
  onSubmit,
}: {
  label: string;
  initial: CompanyValues;
  state: FormState;
  onSubmit: (form: ToolRoomCompanyForm) => void;
}) {
  const owner = useSignedInUserId();
  const form = useForm(initial, companyRules, state, {
    // A form that starts blank (a new company) keeps a draft of what is typed.
    ...(initial.name === '' && { draft: { name: 'tool-room-add', owner } }),
  });
  const countries = useResource(countriesLookup, null);
  return (
    <form
      noValidate
      aria-label={label}
      onSubmit={form.handleSubmit((values) => onSubmit(toCompanyForm(values)))}
    >
      <Stack space="lg">
        <SubmitFailure state={state} summary={form.summary()} title="The company was not saved" />
        <ChoicesFailed views={[countries]} title="The countries did not load" />
        <Grid minColumnWidth="240px" space="lg">
          <TextField label="Company Name" autoComplete="organization" {...form.text('name')} />
          <AddressFields
            form={form}
            layout={companyAddress}
            countries={countries}
            startInIndia={initial.name === ''}
          />
        </Grid>
        <TextArea label="Description" showCount {...form.text('description')} />
        <ImagePicker label="Logo" description={oneImage.description} {...form.images('logo', { max: 1 })} />
        <SubmitRow state={state} />
      </Stack>
    </form>
  );
}
