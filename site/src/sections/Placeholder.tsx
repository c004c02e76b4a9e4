import { SECTION_DEFAULT_TITLES } from '@chairside/core/site-view';
import { Icon } from '../icons';
import { type Props, str } from './parts';

export function Placeholder({ props }: Props<'PlaceholderComponent'>) {
  const icon =
    (['sparkle', 'scissors', 'calendar', 'heart', 'star'] as const).find((i) => i === props.icon) ??
    'sparkle';
  return (
    <section className="cs-section">
      <div className="cs-container cs-placeholder">
        <Icon name={icon} size={40} />
        <p>{str(props.message, SECTION_DEFAULT_TITLES.placeholder)}</p>
      </div>
    </section>
  );
}
