/** The React floor: react + react-dom rendering one element (what any React page costs). */
import { createRoot } from 'react-dom/client';

createRoot(document.getElementById('root')!).render(<h1>Hola</h1>);
