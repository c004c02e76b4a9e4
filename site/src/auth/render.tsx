// Server side: the sign-in and sign-up page as HTML.
import { renderToString } from 'react-dom/server';
import { AuthPage, type AuthPageProps } from './AuthPage';

export function renderAuth(props: Omit<AuthPageProps, 'actions'>): string {
  return renderToString(<AuthPage {...props} />);
}
