// The one zod every schema of ours is built with. Zod 4 probes `new Function` to compile fast
// parsers; the web app's Content-Security-Policy forbids that (no 'unsafe-eval'), and the
// probe alone is reported as a violation. Jitless parsing is plenty fast for forms, API
// bodies and campaign documents, and it keeps the browser and the server on one behaviour.
import { z } from 'zod';

z.config({ jitless: true });

export { z };
