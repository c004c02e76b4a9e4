// The site's reviews (shown when the salon turns it on in Reviews): the
// average and count over every review, the newest with words, each with the
// salon's reply and the client's photo. Not a builder section: it follows
// the page's sections, and its figures match the page's structured data.
import type { PublicReviews } from '@chairside/core/site-view';
import { Icon } from '../icons';

function Stars({ n, size = 18 }: { n: number; size?: number }) {
  return (
    <span className="cs-stars" role="img" aria-label={`${n} of 5 stars`}>
      {[1, 2, 3, 4, 5].map((i) => (
        <span key={i} className={i <= Math.round(n) ? 'cs-star-on' : 'cs-star-off'}>
          <Icon name="star" size={size} />
        </span>
      ))}
    </span>
  );
}

export function Reviews({ reviews, salon }: { reviews: PublicReviews; salon: string }) {
  return (
    <section className="cs-section cs-section-tinted" id="reviews" aria-labelledby="reviews-title">
      <div className="cs-container">
        <h2 className="cs-section-title" id="reviews-title">
          What clients say
        </h2>
        <p className="cs-reviews-summary">
          <Stars n={reviews.average} size={24} />
          <span>
            <strong>{reviews.average.toFixed(1)}</strong> out of 5 from{' '}
            {reviews.count.toLocaleString('en-US')} review{reviews.count === 1 ? '' : 's'}
          </span>
        </p>
        {reviews.recent.length > 0 && (
          <ul className="cs-reviews">
            {reviews.recent.map((r) => (
              <li key={r.id} className="cs-review">
                <div className="cs-review-head">
                  <Stars n={r.rating} />
                  <span className="cs-review-author">{r.author}</span>
                  <time className="cs-review-date" dateTime={r.date}>
                    {new Date(`${r.date}T12:00:00Z`).toLocaleDateString('en-US', {
                      dateStyle: 'medium',
                      timeZone: 'UTC',
                    })}
                  </time>
                </div>
                <p className="cs-review-text">{r.text}</p>
                {r.photo_url && (
                  <img
                    className="cs-review-photo"
                    src={r.photo_url}
                    alt={`Photo from ${r.author}’s visit`}
                    loading="lazy"
                    width={160}
                    height={160}
                  />
                )}
                {r.reply && (
                  <div className="cs-review-reply">
                    <p className="cs-review-reply-by">Reply from {salon}</p>
                    <p>{r.reply}</p>
                  </div>
                )}
              </li>
            ))}
          </ul>
        )}
      </div>
    </section>
  );
}
