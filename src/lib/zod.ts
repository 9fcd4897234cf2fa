// zod as the site uses it. Without eval: the pages' CSP forbids it, and zod's
// probe for it (its faster, generated validators) is reported as a CSP
// violation on every page view. Import z from here, never from 'zod' (lint).
import { z } from 'zod'

z.config({ jitless: true })

export { z }
