import { RouterProvider } from 'react-router-dom';
import { AppTheme } from '../ui/theme/AppTheme';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { router } from './routes/router';

export function App() {
  return (
    <AppTheme>
      <AppErrorBoundary>
        <RouterProvider router={router} />
      </AppErrorBoundary>
    </AppTheme>
  );
}
