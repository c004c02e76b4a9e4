import { RouterProvider } from 'react-router-dom';
import { AuthProvider, FirebaseAppProvider } from 'reactfire';
import { auth, firebaseApp } from '../firebase';
import { AppTheme } from '../ui/theme/AppTheme';
import { AppErrorBoundary } from './errors/AppErrorBoundary';
import { router } from './routes/router';

export function App() {
  return (
    <AppTheme>
      <AppErrorBoundary>
        <FirebaseAppProvider firebaseApp={firebaseApp}>
          <AuthProvider sdk={auth}>
            <RouterProvider router={router} />
          </AuthProvider>
        </FirebaseAppProvider>
      </AppErrorBoundary>
    </AppTheme>
  );
}
