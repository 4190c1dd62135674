// The floor for the bundle benchmark: the least a React + react-router single-page app ships.
import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { createBrowserRouter, RouterProvider, Link } from 'react-router-dom';

const router = createBrowserRouter([
  { path: '/', element: <Link to="/signin">Sign in</Link> },
  { path: '/signin', element: <p>Sign in</p> },
]);

createRoot(document.getElementById('root')).render(
  <StrictMode>
    <RouterProvider router={router} />
  </StrictMode>,
);
