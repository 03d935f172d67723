import Input, { type InputProps } from 'antd/es/input';
import { usePlaceSuggestions } from '../api/use-place-suggestions';

interface PlaceInputProps extends Omit<InputProps, 'list' | 'value'> {
  /** The field's name, also the stem of its suggestions list's id. */
  name: string;
  value?: string;
}

/**
 * A Pick-up or Drop-off field: a native text input whose suggestions are a `<datalist>` of the
 * catalogue's places (GET /api/places?q=), filled as the customer types. Picking one writes the
 * place's name, as the quote prices it at once; any other address stays allowed. Typing stays the
 * browser's own, and without the form's code it is a plain text field (docs/product.md §2).
 */
export function PlaceInput({ name, value, ...props }: PlaceInputProps) {
  const places = usePlaceSuggestions(value);
  const listId = `mfb-${name}-places`;
  return (
    <>
      <Input {...props} name={name} value={value} list={listId} autoComplete="off" />
      <datalist id={listId}>
        {places.map((place) => (
          <option key={place.id} value={place.name} />
        ))}
      </datalist>
    </>
  );
}
