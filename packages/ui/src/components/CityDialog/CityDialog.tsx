import { useRef, useState, type RefObject } from 'react';
import { EmptyState } from '../EmptyState';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import type { SelectOption } from '../../forms/options';
import { DialogForm, FormDialog } from './FormDialog';

export interface CityDialogProps {
  /** Whether the dialog is open; the app owns this state. */
  open: boolean;
  /** Called with false when the user cancels or closes it, and after a submit. */
  onOpenChange?: (open: boolean) => void;
  /** The cities to choose from; none shows "There are no cities to choose from yet." */
  cities: readonly SelectOption[];
  /**
   * The city already stored, chosen when the dialog opens.
   * @default ''
   */
  value?: string;
  /** Called with the chosen city; the dialog then asks to close (`onOpenChange(false)`). */
  onSubmit: (city: string) => void;
  /**
   * The cities are still being fetched: a spinner in place of the choice, and the submit button is off.
   * @default false
   */
  loading?: boolean;
  /**
   * False on a first visit with no stored city (the app decides when): no close button, no Cancel
   * and Esc does nothing, so a city is chosen before the screen is used.
   * @default true
   */
  dismissible?: boolean;
  /**
   * The dialog's title.
   * @default 'Select City'
   */
  title?: string;
  /**
   * "Save" when changing the city, "Go" where the choice leads on.
   * @default 'Save'
   */
  submitLabel?: string;
}

/** Shown when the dialog is submitted without a city (the spec gives no wording). */
export const cityRequiredMessage = 'Please select a city.';

type CityFormProps = Pick<CityDialogProps, 'cities' | 'loading'> & {
  initialCity: string;
  onSubmit: (city: string) => void;
  selectRef: RefObject<HTMLSelectElement | null>;
};

function CityForm({ cities, loading, initialCity, onSubmit, selectRef }: CityFormProps) {
  const [city, setCity] = useState(initialCity);
  const [attempted, setAttempted] = useState(false);

  if (loading) return <Spinner label="Loading cities" showLabel />;
  if (cities.length === 0)
    return <EmptyState headingLevel={3} description="There are no cities to choose from yet." />;
  return (
    <DialogForm
      onSubmit={() => {
        setAttempted(true);
        if (city) onSubmit(city);
      }}
    >
      <Select
        ref={selectRef}
        label="City"
        placeholder="Select city"
        required
        options={cities}
        value={city}
        onChange={setCity}
        error={attempted && !city ? cityRequiredMessage : undefined}
      />
    </DialogForm>
  );
}

/**
 * "Select City" for the materials screens: prices and dealers are for the chosen city. A required city choice
 * in a small dialog, with Cancel and a submit button.
 *
 * It cannot be submitted without a city: the error says so under the choice. On a first visit, with no
 * stored city, the app makes it not `dismissible`, so a city is chosen before the screen is used.
 */
export function CityDialog({
  open,
  onOpenChange,
  cities,
  value = '',
  onSubmit,
  loading = false,
  dismissible = true,
  title = 'Select City',
  submitLabel = 'Save',
}: CityDialogProps) {
  const selectRef = useRef<HTMLSelectElement>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      description="Prices and dealers are shown for this city."
      dismissible={dismissible}
      submitLabel={submitLabel}
      submitDisabled={loading || cities.length === 0}
      initialFocusRef={selectRef}
    >
      <CityForm
        selectRef={selectRef}
        cities={cities}
        loading={loading}
        initialCity={value}
        onSubmit={(city) => {
          onSubmit(city);
          onOpenChange?.(false);
        }}
      />
    </FormDialog>
  );
}
