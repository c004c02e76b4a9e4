// A bundle on the site: what is in it, and what it saves against buying its
// products one by one (shown only when it does save).
import type { PublicProduct } from '@chairside/core/site-view';
import { dollars } from './parts';

const saving = (p: PublicProduct) =>
  p.worth && p.worth > p.selling_price ? p.worth - p.selling_price : 0;

/** On a shop card: one line of contents and the saving. */
export function BundleSummary({ product }: { product: PublicProduct }) {
  if (!product.includes?.length) return null;
  const save = saving(product);
  return (
    <>
      {save > 0 && (
        <p className="cs-bundle-save">
          Save {dollars(save)} · {dollars(product.worth!)} bought separately
        </p>
      )}
      <p className="cs-bundle-includes">
        Includes {product.includes.map((i) => `${i.quantity} × ${i.name}`).join(', ')}
      </p>
    </>
  );
}

/** On the product's page: the list of what the bundle holds. */
export function BundleContents({ product }: { product: PublicProduct }) {
  if (!product.includes?.length) return null;
  const save = saving(product);
  return (
    <div className="cs-bundle">
      {save > 0 && (
        <p className="cs-bundle-save">
          Save {dollars(save)} on buying them one by one ({dollars(product.worth!)})
        </p>
      )}
      <h2 className="cs-bundle-title">In this bundle</h2>
      <ul className="cs-bundle-list">
        {product.includes.map((i) => (
          <li key={i.name}>
            {i.quantity} × {i.name}
          </li>
        ))}
      </ul>
    </div>
  );
}
