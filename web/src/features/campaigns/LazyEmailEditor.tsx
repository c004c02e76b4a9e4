// The e-mail editor (TipTap, ~100 kB) loads after the page has painted; its
// place is held meanwhile.
import { lazy, Suspense, type ComponentProps } from 'react';
import { EditorLoading } from '../../ui/rich-text/EditorLoading';

const Editor = lazy(() => import('./EmailEditor').then((m) => ({ default: m.EmailEditor })));

export function EmailEditor(props: ComponentProps<typeof Editor>) {
  return (
    <Suspense fallback={<EditorLoading label="The e-mail" minHeight={260} />}>
      <Editor {...props} />
    </Suspense>
  );
}
