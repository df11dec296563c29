/** Any path outside the route table. */
import { Link } from 'react-router-dom';

export default function NotFoundScreen() {
  return (
    <main className="page error-state">
      <h1>404</h1>
      <p>Página no encontrada / Page not found</p>
      <Link className="btn btn-primary" to="/">
        Inicio
      </Link>
    </main>
  );
}
