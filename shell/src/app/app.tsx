import { DataProvider, ToastHost } from '@elite/web-kit';
import { BrowserRouter } from 'react-router-dom';
import { AppRoutes } from './router';
import { ThemeProvider } from './theme-provider';

export function App() {
  return (
    <ThemeProvider>
      <ToastHost />
      <DataProvider>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </DataProvider>
    </ThemeProvider>
  );
}
