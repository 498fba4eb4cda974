// The tests import the site's TypeScript modules through the scripts' hooks.
import '../../scripts/lib/register-ts.mjs';
