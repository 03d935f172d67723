import StarFilled from '@ant-design/icons/es/icons/StarFilled';

const STARS = 5;

/** A read-only row of five stars, `value` of them filled, announced as one image. */
export function StarRating({ value, label }: { value: number; label: string }) {
  return (
    <div className="mfb-stars" role="img" aria-label={label}>
      {Array.from({ length: STARS }, (_, index) => (
        <StarFilled key={index} aria-hidden className={index < value ? undefined : 'mfb-star-empty'} />
      ))}
    </div>
  );
}
