import { QueryClientProvider } from '@tanstack/react-query';
import { RouterProvider } from 'react-router-dom';
import { queryClient } from '../lib/api/query';
import { AppTheme } from '../ui/theme/AppTheme';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { router } from './routes/router';

export function App() {
  return (
    <AppTheme>
      <AppErrorBoundary>
        <QueryClientProvider client={queryClient}>
          <RouterProvider router={router} />
        </QueryClientProvider>
      </AppErrorBoundary>
    </AppTheme>
  );
}
