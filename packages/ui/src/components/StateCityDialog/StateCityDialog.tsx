import { useEffect, useRef, useState, type RefObject } from 'react';
import { EmptyState, ErrorState } from '../EmptyState';
import { Select } from '../Select';
import { Spinner } from '../Spinner';
import { DialogForm, FormDialog } from '../CityDialog/FormDialog';
import { cityRequiredMessage } from '../CityDialog';
import type { SelectOption } from '../../forms/options';

/** What StateCityDialog submits: the chosen options' values. */
export interface StateCitySelection {
  /** The chosen state's value (its id). */
  stateId: string;
  /** The chosen city's value (its id). */
  cityId: string;
}

export interface StateCityDialogProps {
  /** Whether the dialog is open; the app owns this state. */
  open: boolean;
  /** Called with false when the user cancels or closes it, and after a submit. */
  onOpenChange?: (open: boolean) => void;
  /**
   * What the choice is for, e.g. "Find Scrap Car Dealers".
   * @default 'Select State and City'
   */
  title?: string;
  /** The states to choose from. */
  states: readonly SelectOption[];
  /**
   * The states are still being fetched: a spinner in place of the form, and the submit button is off.
   * @default false
   */
  statesLoading?: boolean;
  /** Called when a state is chosen: the app loads that state's cities into `cities`. */
  onStateChange: (stateId: string) => void;
  /** The cities of the chosen state. */
  cities: readonly SelectOption[];
  /**
   * The chosen state's cities are being fetched: a spinner in place of the city, and the submit button is
   * off.
   * @default false
   */
  citiesLoading?: boolean;
  /** The states could not be loaded: says so in place of the form, with Try again (`onRetry`). */
  statesError?: string;
  /** The chosen state's cities could not be loaded: says so in place of the city, with Try again. */
  citiesError?: string;
  /**
   * Called by Try again after either error (`statesError` or `citiesError`): the app retries whichever
   * failed. Without it there is no Try again button.
   */
  onRetry?: () => void;
  /** Called with both choices; the dialog then asks to close. */
  onSubmit: (selection: StateCitySelection) => void;
  /**
   * The submit button's text.
   * @default 'Go'
   */
  submitLabel?: string;
}

/** Shown when the dialog is submitted without a state. */
export const stateRequiredMessage = 'Please select a state.';

type StateCityFormProps = Omit<StateCityDialogProps, 'open' | 'onOpenChange' | 'title' | 'submitLabel'> & {
  stateRef: RefObject<HTMLSelectElement | null>;
};

function CityChoice({
  stateId,
  cities,
  citiesLoading,
  citiesError,
  onRetry,
  cityId,
  onChange,
  error,
}: {
  stateId: string;
  cities: readonly SelectOption[];
  citiesLoading: boolean;
  citiesError?: string;
  onRetry?: () => void;
  cityId: string;
  onChange: (cityId: string) => void;
  error?: string;
}) {
  if (stateId && citiesLoading) return <Spinner label="Loading cities" showLabel />;
  if (stateId && citiesError) return <ErrorState headingLevel={3} message={citiesError} onRetry={onRetry} />;
  if (stateId && cities.length === 0) {
    return <EmptyState headingLevel={3} description="There are no cities listed for this state." />;
  }
  return (
    <Select
      label="City"
      placeholder={stateId ? 'Select city' : 'Select a state first'}
      required
      disabled={!stateId}
      options={stateId ? cities : []}
      value={cityId}
      onChange={onChange}
      error={error}
    />
  );
}

function StateCityForm({
  states,
  statesLoading = false,
  onStateChange,
  cities,
  citiesLoading = false,
  statesError,
  citiesError,
  onRetry,
  onSubmit,
  stateRef,
}: StateCityFormProps) {
  const [stateId, setStateId] = useState('');
  const [cityId, setCityId] = useState('');
  const [attempted, setAttempted] = useState(false);
  // The dialog opened on the loading states: once they are there, the first choice gets the focus.
  const wasLoading = useRef(statesLoading);
  useEffect(() => {
    if (wasLoading.current && !statesLoading) stateRef.current?.focus();
    wasLoading.current = statesLoading;
  }, [statesLoading, stateRef]);

  if (statesLoading) return <Spinner label="Loading states" showLabel />;
  if (statesError) return <ErrorState headingLevel={3} message={statesError} onRetry={onRetry} />;
  return (
    <DialogForm
      onSubmit={() => {
        setAttempted(true);
        if (stateId && cityId) onSubmit({ stateId, cityId });
      }}
    >
      <Select
        ref={stateRef}
        label="State"
        placeholder="Select state"
        required
        options={states}
        value={stateId}
        onChange={(next) => {
          setStateId(next);
          // A city belongs to one state: choosing another state starts the city over.
          setCityId('');
          if (next) onStateChange(next);
        }}
        error={attempted && !stateId ? stateRequiredMessage : undefined}
      />
      <CityChoice
        stateId={stateId}
        cities={cities}
        citiesLoading={citiesLoading}
        citiesError={citiesError}
        onRetry={onRetry}
        cityId={cityId}
        onChange={setCityId}
        error={attempted && stateId !== '' && cityId === '' ? cityRequiredMessage : undefined}
      />
    </DialogForm>
  );
}

/**
 * A state-then-city choice in a dialog, for the car scrappage look-ups (scrap car dealers, fitness centres):
 * a state, then one of its cities (loaded by the app when the state is chosen), then Go.
 *
 * The app loads the cities on `onStateChange`. Both choices are required: submitting without one says so
 * under it.
 */
export function StateCityDialog({
  open,
  onOpenChange,
  title = 'Select State and City',
  submitLabel = 'Go',
  onSubmit,
  ...form
}: StateCityDialogProps) {
  const stateRef = useRef<HTMLSelectElement>(null);
  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={title}
      dismissible
      submitLabel={submitLabel}
      submitDisabled={form.statesLoading === true || form.citiesLoading === true || Boolean(form.statesError)}
      initialFocusRef={stateRef}
    >
      <StateCityForm
        {...form}
        stateRef={stateRef}
        onSubmit={(selection) => {
          onSubmit(selection);
          onOpenChange?.(false);
        }}
      />
    </FormDialog>
  );
}
