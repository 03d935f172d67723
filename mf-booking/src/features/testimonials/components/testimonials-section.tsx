import Avatar from 'antd/es/avatar';
import Skeleton from 'antd/es/skeleton';
import type { Testimonial } from '@elite/contracts/catalogue';
import { LoadError } from '@elite/web-kit';
import { SectionHeader } from '../../../common/components/section-header';
import { StarRating } from '../../../common/components/star-rating';
import { HEADING_IDS } from '../../../common/section-ids';
import { testimonialsStrings } from '../../../common/strings';
import { useTestimonials } from '../api/use-testimonials';

const SKELETON_CARDS = 3;

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((word) => word[0]?.toUpperCase())
    .join('');
}

function TestimonialCard({ testimonial }: { testimonial: Testimonial }) {
  const { name, position, rating, imageUrl } = testimonial;
  return (
    <figure className="elite-card mfb-testimonial">
      <StarRating value={rating} label={testimonialsStrings.rating(rating)} />
      <blockquote className="mfb-testimonial-text">
        <p>{testimonial.testimonial}</p>
      </blockquote>
      <figcaption className="mfb-testimonial-author">
        <Avatar
          size={56}
          // Below the fold: fetched as it nears the viewport, not beside the first screen's files.
          src={
            imageUrl ? (
              <img src={imageUrl} alt={testimonialsStrings.photoAlt(name)} loading="lazy" />
            ) : undefined
          }
        >
          {initials(name)}
        </Avatar>
        <span>
          <span className="mfb-testimonial-name">{name}</span>
          <span className="mfb-testimonial-position">{position}</span>
        </span>
      </figcaption>
    </figure>
  );
}

/** The content of the testimonials section; the page supplies the <section>. */
export function TestimonialsSection() {
  const { data: testimonials, error, isLoading } = useTestimonials();
  return (
    <div className="elite-container mfb-container">
      <SectionHeader
        headingId={HEADING_IDS.testimonials}
        eyebrow={testimonialsStrings.eyebrow}
        title={testimonialsStrings.title}
      />
      {error ? (
        <LoadError className="mfb-load-error" message={testimonialsStrings.error} />
      ) : isLoading || !testimonials ? (
        <div
          className="mfb-grid mfb-testimonials-grid"
          role="status"
          aria-label={testimonialsStrings.loading}
        >
          {Array.from({ length: SKELETON_CARDS }, (_, index) => (
            <div key={index} className="elite-card mfb-testimonial">
              <Skeleton active avatar paragraph={{ rows: 3 }} />
            </div>
          ))}
        </div>
      ) : (
        <ul className="mfb-grid mfb-testimonials-grid">
          {testimonials.map((testimonial) => (
            <li key={testimonial.id}>
              <TestimonialCard testimonial={testimonial} />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
