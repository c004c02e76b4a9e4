import { lazy, Suspense, type ComponentProps } from 'react';
import { EditorLoading } from '../../ui/rich-text/EditorLoading';

const Field = lazy(() => import('./RichTextField').then((m) => ({ default: m.RichTextField })));

/** RichTextField, with its editor loaded after the page has painted. */
export function RichTextField(props: ComponentProps<typeof Field>) {
  return (
    <Suspense fallback={<EditorLoading label={props.label} />}>
      <Field {...props} />
    </Suspense>
  );
}
