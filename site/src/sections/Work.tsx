// "Our work": photos of the team's work the salon chose to show from its
// portfolio (each client consented), with who did it and the services. Not a
// builder section: it follows the page's sections when the salon shows work.
import type { PublicWork } from '@chairside/core/site-view';

export function Work({ work }: { work: PublicWork[] }) {
  return (
    <section className="cs-section" id="work" aria-labelledby="work-title">
      <div className="cs-container">
        <h2 className="cs-section-title" id="work-title">
          Our work
        </h2>
        <ul className="cs-gallery cs-gallery-4" role="list">
          {work.map((w) => {
            const what = [w.services.join(', '), w.stylist && `by ${w.stylist}`]
              .filter(Boolean)
              .join(' ');
            return (
              <li key={w.id}>
                <figure className="cs-figure">
                  <img
                    src={w.url}
                    alt={w.caption || what || 'Work from the salon'}
                    loading="lazy"
                    width={600}
                    height={600}
                  />
                  <figcaption>{w.caption ? `${w.caption} · ${what}` : what}</figcaption>
                </figure>
              </li>
            );
          })}
        </ul>
      </div>
    </section>
  );
}
