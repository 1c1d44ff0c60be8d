import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundScreen } from '../../shared/ui/not-found-screen';
import { ExceptionScreen } from './exception-screen';

function useReportedError(): unknown {
  const error = useRouteError();
  if (!(isRouteErrorResponse(error) && error.status === 404)) console.error(error);
  return error;
}

/** Errors inside a screen (including a route chunk that failed twice) show inside the layout. */
export function RouteErrorBoundary() {
  const error = useReportedError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundScreen />;
  return <ExceptionScreen />;
}

/** Errors in the layout itself: the exception screen on its own. */
export function RootErrorBoundary() {
  useReportedError();
  return (
    <main id="main" className="min-h-screen bg-navy-50">
      <ExceptionScreen />
    </main>
  );
}
